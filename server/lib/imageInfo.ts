/** The image formats a dataset accepts, by the extension the stored file gets. */
export const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  bmp: "image/bmp",
  webp: "image/webp",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export const NOT_AN_IMAGE = "只支持 png、jpg、jpeg、bmp、webp 格式的图片";

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * The format and pixel size read from the file's header (PNG IHDR, JPEG SOF, BMP info header, WebP VP8/VP8L/VP8X);
 * null for anything else or a header too short to read. The bytes decide, not the file name.
 */
export function imageInfo(bytes: Buffer): ImageInfo | null {
  try {
    const info = png(bytes) ?? jpeg(bytes) ?? bmp(bytes) ?? webp(bytes);
    return info && info.width > 0 && info.height > 0 ? info : null;
  } catch {
    return null; // a read past the end: truncated header
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { type: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2; // markers without a length
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { type: "jpg", height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

function bmp(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 26 || bytes.toString("latin1", 0, 2) !== "BM") return null;
  return { type: "bmp", width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

function webp(bytes: Buffer): ImageInfo | null {
  if (
    bytes.length < 30 ||
    bytes.toString("latin1", 0, 4) !== "RIFF" ||
    bytes.toString("latin1", 8, 12) !== "WEBP"
  )
    return null;
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8 ")
    return { type: "webp", width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { type: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X")
    return { type: "webp", width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return null;
}
