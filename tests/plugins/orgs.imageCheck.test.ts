import { describe, expect, it } from "vitest";
import { checkImage, readImage } from "../../src/plugins/orgs/imageCheck";

describe("the expert photo rules (spec §5: png, jpg or jpeg, 500 kb, one image)", () => {
  it("answers the spec's texts, in the order count, format, size", () => {
    expect(checkImage([])).toBeNull();
    expect(checkImage([{ name: "face.PNG", size: 1000 }])).toBeNull();
    expect(checkImage([{ name: "face.jpeg", size: 500 * 1024 }])).toBeNull();
    expect(checkImage([{ name: "face.jpg", size: 500 * 1024 + 1 }])).toBe("文件大小限制：500kb");
    expect(checkImage([{ name: "face.gif", size: 10 }])).toBe("请上传以下文件格式：png、jpg、jpeg");
    expect(checkImage([{ name: "png", size: 10 }])).toBe("请上传以下文件格式：png、jpg、jpeg");
    expect(
      checkImage([
        { name: "a.png", size: 1 },
        { name: "b.png", size: 1 },
      ]),
    ).toBe("图片上传单次不能超过1张!");
  });

  it("reads the image as a data URL typed by its extension", async () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    expect(await readImage(new File([bytes], "a.png"))).toBe("data:image/png;base64,iVBORw==");
    expect(await readImage(new File([bytes], "a.JPG"))).toBe("data:image/jpeg;base64,iVBORw==");
  });
});
