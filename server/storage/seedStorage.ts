import fs from "node:fs";
import path from "node:path";
import { create as tarCreate } from "tar";
import { storedZip } from "./storedZip";

/** A 1×1 PNG, so the image preview has something to show. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The demo admin's first files (only written into a freshly created GPUFS folder). */
export function seedDemoFiles(gpufs: string, publicRoot: string): void {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  write(
    path.join(gpufs, "README.txt"),
    "这是 GPUFS 存储卷中的示例目录。\n可以上传、下载、复制、打包和解压文件。\n",
  );
  write(
    path.join(gpufs, "notes", "long-log.txt"),
    Array.from(
      { length: 400 },
      (_, index) => `第 ${index + 1} 行：训练日志 epoch=${index} loss=${(1 / (index + 1)).toFixed(4)}`,
    ).join("\n"),
  );
  write(path.join(gpufs, "images", "pixel.png"), PIXEL_PNG);
  write(
    path.join(gpufs, "projects", "demo", "train.py"),
    'import torch\n\nprint("hello from the GPUFS volume")\n',
  );
  write(path.join(gpufs, "projects", "demo", "config.yaml"), "epochs: 10\nbatch_size: 32\n");
  write(path.join(gpufs, ".bashrc"), "export PATH=$HOME/bin:$PATH\n");
  tarCreate({ file: path.join(gpufs, "projects.tar"), cwd: gpufs, sync: true, portable: true }, ["projects"]);
  write(
    path.join(gpufs, "samples.zip"),
    storedZip([
      { name: "samples/" },
      { name: "samples/hello.txt", content: "hello from a zip\n" },
      { name: "samples/data.csv", content: "id,value\n1,0.5\n2,0.7\n" },
    ]),
  );
  write(path.join(publicRoot, "shared.txt"), "PUBLIC 卷中的共享文件。\n");
}
