import { crc32, deflateSync } from "node:zlib";

/**
 * A real PNG of `width` × `height` pixels filled with one colour, for upload tests and journeys
 * (no image files in the repository). RGB, 8 bits, no filter.
 */
export function pngImage(
  width: number,
  height: number,
  rgb: [number, number, number] = [90, 140, 200],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A real 8 × 8 PNG of exactly `bytes` bytes: the image, then a text chunk (`tEXt`, which decoders skip)
 * that fills it up to the size, for size limits checked on real images.
 */
export function pngOfSize(bytes: number): Buffer {
  const image = pngImage(8, 8);
  const end = image.subarray(image.length - 12);
  const fill = bytes - image.length - 12;
  if (fill < 0) throw new Error(`pngOfSize: at least ${image.length + 12} bytes`);
  const body = Buffer.concat([
    Buffer.from("tEXt", "ascii"),
    Buffer.from("Comment\0", "latin1"),
    Buffer.alloc(fill - 8, 0x61),
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([image.subarray(0, image.length - 12), length, body, crc, end]);
}
