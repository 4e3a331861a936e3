import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  uploadQueueMachine,
  type ChunkAnswer,
  type ChunkRequest,
  type QuotaAnswer,
  type QuotaRequest,
} from "../../src/machines/uploadQueue.machine";
import { UploadPanel } from "../../src/plugins/storage/screen/UploadPanel";

afterEach(cleanup);

/** A queue whose chunk answers the test gives one by one (chunks of 10 bytes). */
function queue() {
  const answers: ((answer: ChunkAnswer) => void)[] = [];
  const actor = createActor(
    uploadQueueMachine.provide({
      actors: {
        sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(
          () => new Promise<ChunkAnswer>((resolve) => answers.push(resolve)),
        ),
        checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async () => ({ ok: true })),
      },
    }),
    { input: { chunkSize: 10 } },
  );
  actor.start();
  return { actor, answers };
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

describe("the upload panel", () => {
  it("a failed upload shows its reason in the row, beside 上传失败 and 重试", async () => {
    const { actor, answers } = queue();
    render(<UploadPanel actor={actor} />);
    actor.send({ type: "ADD", files: [{ id: "a", name: "/GPUFS/admin/a.bin", size: 40, volume: "GPUFS" }] });
    await settle();
    answers[0]!({ code: 416, info: "分片不连续" });
    await settle();
    const row = screen.getByText("/GPUFS/admin/a.bin").closest("tr")!;
    expect(row).toHaveAttribute("data-status", "error");
    expect(within(row).getByText(/上传失败/)).toHaveTextContent("上传失败：分片不连续");
    expect(within(row).getByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});
