import { STORAGE_API } from "../../src/contracts/storage";
import { describe, expect, it, vi } from "vitest";
import { editorImage, editorVideo } from "../../src/plugins/storage/editorImage";
import { fakeHttp, fileOf, patternBytes, sameBytes } from "./storage-fakeHttp";

const LIMIT = 524_288;
const uploaded = {
  status: 200,
  data: { code: 200, errno: 0, data: { url: "/api/file-manager/v1/file-item/raw/t-1" } },
};

describe("the editor image helper (storage spec §5, §7)", () => {
  it("embeds an image under 524288 bytes as a base64 data URL, without a request", async () => {
    const { http, seen } = fakeHttp(() => uploaded);
    const bytes = patternBytes(LIMIT - 1);
    const url = await editorImage(http, fileOf(bytes, "small.png", "image/png"));
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    expect(Buffer.from(url.split(",")[1], "base64").equals(Buffer.from(bytes))).toBe(true);
    expect(seen).toEqual([]);
  });

  it("uploads an image of 524288 bytes or more to /api/upload-image and returns its URL", async () => {
    const { http, seen } = fakeHttp(() => uploaded);
    const bytes = patternBytes(LIMIT);
    const url = await editorImage(http, fileOf(bytes, "big.png", "image/png"));
    expect(url).toBe("/api/file-manager/v1/file-item/raw/t-1");
    expect(seen.map((request) => [request.method, request.url, request.fileName])).toEqual([
      ["POST", STORAGE_API.editorUploadImage, "big.png"],
    ]);
    expect(sameBytes(seen[0].file, bytes)).toBe(true);
  });

  it("a refused upload throws with the server's message", async () => {
    const { http } = fakeHttp(() => ({ status: 200, data: { code: 400, errno: 1, message: "请上传图片" } }));
    await expect(editorImage(http, fileOf(patternBytes(LIMIT), "big.bmp"))).rejects.toThrow("请上传图片");
  });

  it("a custom handler replaces the uploads of images and videos", async () => {
    const { http, seen } = fakeHttp(() => uploaded);
    const custom = vi.fn(async (_file: Blob, kind: string) => `https://cdn.example/${kind}`);
    expect(await editorImage(http, fileOf(patternBytes(LIMIT), "big.png"), custom)).toBe(
      "https://cdn.example/image",
    );
    expect(await editorVideo(http, fileOf(patternBytes(10), "clip.mp4"), custom)).toBe(
      "https://cdn.example/video",
    );
    expect(seen).toEqual([]);
  });

  it("a video goes to /api/upload", async () => {
    const { http, seen } = fakeHttp(() => uploaded);
    await editorVideo(http, fileOf(patternBytes(10), "clip.mp4", "video/mp4"));
    expect(seen[0].url).toBe(STORAGE_API.editorUploadVideo);
  });
});
