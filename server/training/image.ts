import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { imageInfo } from "../lib/imageInfo";
import { EngineRefusal, IMAGE_TEXT } from "./text";

/** Decoded pixels: RGBA, 8 bits a channel, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface ImageLimits {
  /** Width × height at most. */
  maxPixels: number;
  /** File size at most. */
  maxBytes: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxPixels: 25_000_000, maxBytes: 30 * 1024 * 1024 };

/** The formats the engine decodes (pure-JS decoders: pngjs, jpeg-js). */
export const DECODABLE_TYPES = ["png", "jpg"] as const;

/**
 * PNG or JPEG bytes to RGBA pixels. The bytes decide the format, not a file name. Refuses (EngineRefusal,
 * 400) what is not an image, BMP/WebP, images over the limits and files that fail to decode.
 */
export function decodeImage(bytes: Uint8Array, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): RgbaImage {
  if (bytes.length === 0) throw new EngineRefusal(IMAGE_TEXT.empty);
  if (bytes.length > limits.maxBytes)
    throw new EngineRefusal(IMAGE_TEXT.tooManyBytes(Math.round(limits.maxBytes / 1024 / 1024)), 413);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const info = imageInfo(buffer);
  if (!info) throw new EngineRefusal(IMAGE_TEXT.notAnImage, 415);
  if (info.type !== "png" && info.type !== "jpg")
    throw new EngineRefusal(IMAGE_TEXT.unsupported(info.type.toUpperCase()), 415);
  if (info.width * info.height > limits.maxPixels)
    throw new EngineRefusal(IMAGE_TEXT.tooLarge(limits.maxPixels), 413);
  try {
    if (info.type === "png") {
      const png = PNG.sync.read(buffer);
      return { width: png.width, height: png.height, data: png.data };
    }
    const decoded = jpeg.decode(buffer, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: limits.maxPixels / 1_000_000,
      maxMemoryUsageInMB: Math.ceil((limits.maxPixels * 4 * 2) / 1024 / 1024),
    });
    return { width: decoded.width, height: decoded.height, data: decoded.data };
  } catch {
    throw new EngineRefusal(IMAGE_TEXT.corrupt, 400);
  }
}
