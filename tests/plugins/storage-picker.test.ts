import { describe, expect, it } from "vitest";
import {
  PICKER_FORMATS,
  PICKER_TYPES,
  extensionOf,
  validatePick,
  type PickerRow,
  type PickerType,
} from "../../src/plugins/storage/picker";

const file = (name: string, size = 100): PickerRow => ({ name, type: "file", size });
const TEN_MB = 10_485_760;

describe("the file picker's confirm (storage spec §5)", () => {
  it("has the spec's types with their extensions", () => {
    expect(PICKER_TYPES).toEqual(["image", "zip", "tar", "text", "audio", "MATLAB", "all"]);
    expect(PICKER_FORMATS).toEqual({
      image: [".jpg", ".jpeg", ".png"],
      zip: [".zip"],
      tar: [".tar"],
      text: [".txt"],
      audio: [".mp3"],
      MATLAB: [".m", ".mat", ".mex", ".fig", "mdl", ".s"],
      all: "any",
    });
  });

  it.each(PICKER_TYPES)("%s: nothing selected asks to select a file first", (type) => {
    expect(validatePick(type, null)).toBe("请选择文件后再确认上传");
  });

  it.each(PICKER_TYPES)("%s: a folder (type folder or a non-zero number) asks for a file", (type) => {
    expect(validatePick(type, { name: "data", type: "folder", size: 0 })).toBe("请选择要上传的文件");
    expect(validatePick(type, { name: "data.zip", type: 1, size: 0 })).toBe("请选择要上传的文件");
  });

  it.each(PICKER_TYPES)("%s: a name without an extension asks for the correct format", (type) => {
    for (const name of ["README", ".bashrc", "notes."]) {
      expect(validatePick(type, file(name))).toBe("请选择正确的格式");
    }
  });

  const accepted: Record<PickerType, string[]> = {
    image: ["a.jpg", "b.JPEG", "c.Png"],
    zip: ["a.zip", "B.ZIP"],
    tar: ["a.tar"],
    text: ["a.txt"],
    audio: ["a.mp3"],
    MATLAB: ["a.m", "a.mat", "a.mex", "a.fig", "a.mdl", "a.s"],
    all: ["a.exe", "b.tar.gz", "c.jpg"],
  };
  const refused: Record<Exclude<PickerType, "all">, [string, string]> = {
    image: ["a.gif", "请选择.jpg,.jpeg,.png格式的文件"],
    zip: ["a.tar", "请选择.zip格式的文件"],
    tar: ["a.tar.gz", "请选择.tar格式的文件"],
    text: ["a.md", "请选择.txt格式的文件"],
    audio: ["a.wav", "请选择.mp3格式的文件"],
    MATLAB: ["a.py", "请选择.m,.mat,.mex,.fig,mdl,.s格式的文件"],
  };

  it.each(PICKER_TYPES)("%s: accepts its extensions in any case", (type) => {
    for (const name of accepted[type])
      expect(validatePick(type, file(`/GPUFS/admin/${name}`)), name).toBeNull();
  });

  it.each(Object.keys(refused) as Exclude<PickerType, "all">[])(
    "%s: another extension names the allowed formats",
    (type) => {
      const [name, message] = refused[type];
      expect(validatePick(type, file(name))).toBe(message);
    },
  );

  it("a file row of type 0 is a file", () => {
    expect(validatePick("text", { name: "a.txt", type: 0, size: 1 })).toBeNull();
  });

  it("image: over 10485760 bytes is refused with the 10M message; exactly 10485760 passes", () => {
    expect(validatePick("image", file("big.png", TEN_MB + 1))).toBe("请选择不超过10M的文件");
    expect(validatePick("image", file("edge.png", TEN_MB))).toBeNull();
  });

  it("the size limit is skipped for zip, and other types have none", () => {
    expect(validatePick("zip", file("big.zip", 5 * TEN_MB))).toBeNull();
    for (const [type, name] of [
      ["tar", "big.tar"],
      ["text", "big.txt"],
      ["audio", "big.mp3"],
      ["MATLAB", "big.mat"],
      ["all", "big.iso"],
    ] as [PickerType, string][]) {
      expect(validatePick(type, file(name, 5 * TEN_MB)), type).toBeNull();
    }
  });

  it("takes the extension of the last segment, in lower case", () => {
    expect(extensionOf("/GPUFS/a.b/README")).toBe("");
    expect(extensionOf("/GPUFS/x/Photo.JPG")).toBe(".jpg");
    expect(extensionOf("archive.tar.gz")).toBe(".gz");
  });
});
