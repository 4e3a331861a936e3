import { STORAGE_API } from "../../src/contracts/storage";
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { manualClock, signIn, startServer } from "./helpers";
import { multipart } from "./storageHelpers";

export const BASE = "/api/aimanager/v1";
export const HOUR = 60 * 60 * 1000;
/** The deadline step of the lifecycle tests: short, so many moves stay inside the 8-hour session. */
export const MINUTE = 60 * 1000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real, decodable RGB PNG of width x height (one grey colour). */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.alloc(height * (1 + width * 3), 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (1 + width * 3)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface Answer {
  status: number;
  code: number;
  message?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface AnnotationFixture {
  app: FastifyInstance;
  clock: ReturnType<typeof manualClock>;
  tokens: Record<"admin" | "dev" | "annot1" | "annot2", string>;
  call: (
    token: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    payload?: unknown,
  ) => Promise<Answer>;
  /** Uploads bytes through the shared chunk endpoint (one chunk) and returns the file ticket. */
  ticket: (token: string, name: string, bytes: Buffer) => Promise<string>;
}

export async function annotationFixture(): Promise<AnnotationFixture> {
  const clock = manualClock();
  const app = await startServer({ now: clock.now });
  const [admin, dev, annot1, annot2] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "annot1", "Annot1@123"),
    signIn(app, "annot2", "Annot2@123"),
  ]);
  const call: AnnotationFixture["call"] = async (token, method, path, payload) => {
    const response = await app.inject({
      method,
      url: `${BASE}/${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.json() as { code: number; message?: string; data?: unknown };
    return { status: response.statusCode, code: body.code, message: body.message, data: body.data };
  };
  const ticket: AnnotationFixture["ticket"] = async (token, name, bytes) => {
    const form = await multipart(
      {
        chunkNumber: "1",
        totalChunks: "1",
        totalSize: String(bytes.length),
        currentChunkSize: String(bytes.length),
        identifier: createHash("md5").update(bytes).digest("hex"),
        filename: name,
      },
      [{ field: "file", name, bytes }],
    );
    const response = await app.inject({
      method: "POST",
      url: STORAGE_API.chunkUpload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    const body = response.json() as { code: number; data: string };
    if (body.code !== 200) throw new Error(`chunk upload: ${response.body}`);
    return body.data;
  };
  return { app, clock, tokens: { admin, dev, annot1, annot2 }, call, ticket };
}

export interface TaskSetup {
  datasetId: number;
  versionId: number;
  itemIds: number[];
  groupId: number;
  labelIds: number[];
  teamId: number;
  members: { memberId: number; userId: number; userName: string }[];
  taskId: number;
}

/**
 * A dataset of `images` 40x30 PNGs, a label group with two labels, a team of annot1 and annot2 and a
 * task over them (UNISSUE), all created by `leader` (admin by default).
 */
export async function taskSetup(
  f: AnnotationFixture,
  images = 4,
  leader = f.tokens.admin,
): Promise<TaskSetup> {
  const expectOk = (answer: Answer, what: string) => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.message}`);
    return answer.data;
  };
  const dataset = expectOk(
    await f.call(leader, "POST", "data-set/data", {
      dataSetName: `数据集${Math.random()}`.slice(0, 20),
      description: "",
    }),
    "dataset",
  );
  const [version] = expectOk(
    await f.call(leader, "GET", `data-set-history/list?dataSetId=${dataset.id}`),
    "versions",
  );
  const tickets: string[] = [];
  for (let i = 0; i < images; i += 1) tickets.push(await f.ticket(leader, `img${i}.png`, png(40, 30)));
  const items = expectOk(
    await f.call(leader, "POST", `data-set/data-set-upload/simple/${dataset.id}/${version.id}`, { tickets }),
    "upload",
  );
  const group = expectOk(
    await f.call(leader, "POST", "label-group", { groupName: `组${Math.random()}`.slice(0, 12) }),
    "group",
  );
  const labels = [
    expectOk(
      await f.call(leader, "POST", "data-set-label/add", {
        groupId: group.id,
        labelName: "猫",
        color: "#FF0000",
      }),
      "label",
    ),
    expectOk(
      await f.call(leader, "POST", "data-set-label/add", {
        groupId: group.id,
        labelName: "狗",
        color: "#00FF00",
      }),
      "label",
    ),
  ];
  const team = expectOk(
    await f.call(leader, "POST", "tb-team", { teamName: `团队${Math.random()}`.slice(0, 12) }),
    "team",
  );
  const candidates = expectOk(await f.call(leader, "GET", "tb-member/candidates"), "candidates") as {
    userId: number;
    userName: string;
  }[];
  const userIds = candidates
    .filter((c) => c.userName === "annot1" || c.userName === "annot2")
    .map((c) => c.userId);
  const members = expectOk(
    await f.call(leader, "POST", "tb-member/batch", { teamId: team.teamId, userIds }),
    "members",
  );
  const task = expectOk(
    await f.call(leader, "POST", "data-set-annotation-task", {
      taskName: "标注任务",
      description: "",
      dataSetId: dataset.id,
      versionId: version.id,
      labelGroupId: group.id,
      teamId: team.teamId,
    }),
    "task",
  );
  return {
    datasetId: dataset.id,
    versionId: version.id,
    itemIds: items.map((item: { id: number }) => item.id),
    groupId: group.id,
    labelIds: labels.map((label) => label.id),
    teamId: team.teamId,
    members,
    taskId: task.id,
  };
}
