// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LogFollower, readLogLines, type LogLine } from "../../server/training/logFollower";
import { closeAll, tempDir } from "./helpers";

afterEach(closeAll);

describe("LogFollower", () => {
  it("hands out each complete line once, numbered, waiting for a line's newline", () => {
    const file = path.join(tempDir("log-"), "train.log");
    const seen: LogLine[] = [];
    const follower = new LogFollower(file, (line) => seen.push(line));
    expect(follower.poll()).toBe(0); // no file yet
    fs.writeFileSync(file, "epoch 1/3\nepoch 2");
    expect(follower.poll()).toBe(1);
    const word = Buffer.from("训练完成");
    fs.appendFileSync(file, Buffer.concat([Buffer.from("/3\n"), word.subarray(0, 4)]));
    follower.poll();
    fs.appendFileSync(file, Buffer.concat([word.subarray(4), Buffer.from("\r\nlast without newline")]));
    follower.poll();
    expect(seen).toEqual([
      { n: 1, text: "epoch 1/3" },
      { n: 2, text: "epoch 2/3" },
      { n: 3, text: "训练完成" },
    ]);
    follower.poll(true);
    expect(seen[3]).toEqual({ n: 4, text: "last without newline" });
    expect(follower.lineCount).toBe(4);
  });

  it("reads any stretch of a long log, from the top or from the follower's marks", () => {
    const file = path.join(tempDir("log-"), "train.log");
    const text = Array.from({ length: 2600 }, (_, i) => `line ${i + 1}`).join("\n") + "\n";
    fs.writeFileSync(file, text);
    const follower = new LogFollower(file, () => {});
    follower.poll();
    expect(follower.marks).toHaveLength(3);
    const expected = [2500, 2501, 2502].map((n) => ({ n, text: `line ${n}` }));
    expect(readLogLines(file, 2500, 3)).toEqual(expected);
    expect(readLogLines(file, 2500, 3, follower.marks)).toEqual(expected);
    expect(readLogLines(file, 1000, 2, follower.marks).map((line) => line.n)).toEqual([1000, 1001]);
    expect(readLogLines(file, 2599, 10, follower.marks).map((line) => line.text)).toEqual([
      "line 2599",
      "line 2600",
    ]);
    expect(readLogLines(file, 2601, 10, follower.marks)).toEqual([]);
  });

  it("never reads through a link put in place of a log", () => {
    const dir = tempDir("log-");
    fs.writeFileSync(path.join(dir, "secret"), "not for the user\n");
    const link = path.join(dir, "train.log");
    fs.symlinkSync(path.join(dir, "secret"), link);
    const seen: LogLine[] = [];
    new LogFollower(link, (line) => seen.push(line)).poll(true);
    expect(seen).toEqual([]);
    expect(readLogLines(link, 1, 10)).toEqual([]);
  });
});
