import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { imageInfo } from "./imageInfo";

/** The most pixels a picture (an avatar, an expert's photo) may have: its header is read before decoding. */
export const PICTURE_MAX_PIXELS = 16_000_000;

/** Why the bytes of a picture labelled png or jpeg are not one: `type` (another format) or `corrupt`. */
export type PictureProblem = "type" | "corrupt" | null;

/**
 * Checks the bytes behind a label (`image/png` in a data URL says nothing): the magic number and header
 * must be the labelled format (PNG's signature, JPEG's SOI and a frame), the size within
 * PICTURE_MAX_PIXELS (read before decoding, so a small file cannot claim gigabytes of pixels), and the
 * whole image must decode (pngjs checks every chunk's CRC, jpeg-js the scan).
 */
export function pictureProblem(label: string, bytes: Buffer): PictureProblem {
  const info = imageInfo(bytes);
  const expected = label === "png" ? "png" : "jpg";
  if (!info || info.type !== expected) return "type";
  if (info.width * info.height > PICTURE_MAX_PIXELS) return "corrupt";
  try {
    if (info.type === "png") PNG.sync.read(bytes);
    else
      jpeg.decode(bytes, {
        useTArray: true,
        maxResolutionInMP: PICTURE_MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 128,
      });
    return null;
  } catch {
    return "corrupt";
  }
}
