import type { APIRequestContext } from "@playwright/test";
import { platformConfig } from "../../src/core/config";
import { shapePng, type Rgb, type Shape } from "../support/shapeImage";

const BASE = "/api/aimanager/v1";
const T = "data-set-annotation-task";
const BACKGROUND: Rgb = [200, 200, 200];
const SHAPES: { label: string; color: string; kind: Shape["kind"]; rgb: Rgb }[] = [
  { label: "红方块", color: "#DC2828", kind: "square", rgb: [220, 40, 40] },
  { label: "蓝圆", color: "#283CDC", kind: "disc", rgb: [40, 60, 220] },
];

/** A bearer token for `account` (the password grant, as the sign-in page uses). */
export async function tokenOf(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<string> {
  const response = await request.post("/api/auth/oauth2/token", {
    form: {
      username: account,
      password,
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** admin's dataset `空-{run}` whose only version (V1) has neither pictures nor boxes. */
export async function emptyDataset(request: APIRequestContext, run: string): Promise<string> {
  const admin = await tokenOf(request, "admin", "Admin@123");
  const name = `空-${run}`;
  const response = await request.post(`${BASE}/data-set/data`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { dataSetName: name, description: "" },
  });
  const body = (await response.json()) as { code: number; message?: string };
  if (body.code !== 200) throw new Error(`data-set/data: ${body.code} ${body.message}`);
  return name;
}

/**
 * The annotated dataset a training journey trains on, made through the platform's own annotation API:
 * admin's dataset of 3 pictures per shape (48 × 48, one red square or blue disc each), a label group
 * of the two shapes, a team task assigned to annot1, who draws a box around every shape.
 */
export async function annotatedDataset(request: APIRequestContext, run: string) {
  const admin = await tokenOf(request, "admin", "Admin@123");
  const annot1 = await tokenOf(request, "annot1", "Annot1@123");
  const call = async <Data>(token: string, method: "GET" | "POST", path: string, data?: object) => {
    const response = await request.fetch(`${BASE}/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    const body = (await response.json()) as { code: number; message?: string; data: Data };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`);
    return body.data;
  };
  const dataset = await call<{ id: number }>(admin, "POST", "data-set/data", {
    dataSetName: `形状-${run}`,
    description: "",
  });
  const [version] = await call<{ id: number }[]>(
    admin,
    "GET",
    `data-set-history/list?dataSetId=${dataset.id}`,
  );
  const pictures: { itemId: number; labelIndex: number; shape: Shape }[] = [];
  for (let n = 0; n < 3; n += 1)
    for (const [labelIndex, kind] of SHAPES.entries()) {
      const shape: Shape = { kind: kind.kind, rgb: kind.rgb, size: 14 + n * 2, x: 4 + n * 9, y: 20 - n * 6 };
      const response = await request.post(
        `${BASE}/data-set/data-set-upload/simple/${dataset.id}/${version.id}`,
        {
          headers: { authorization: `Bearer ${admin}` },
          multipart: {
            file: {
              name: `${kind.kind}-${n}.png`,
              mimeType: "image/png",
              buffer: shapePng(48, 48, BACKGROUND, [shape]),
            },
          },
        },
      );
      const [item] = ((await response.json()) as { data: { id: number }[] }).data;
      pictures.push({ itemId: item.id, labelIndex, shape });
    }
  const group = await call<{ id: number }>(admin, "POST", "label-group", { groupName: `形状-${run}` });
  const labelIds: number[] = [];
  for (const shape of SHAPES)
    labelIds.push(
      (
        await call<{ id: number }>(admin, "POST", "data-set-label/add", {
          groupId: group.id,
          labelName: shape.label,
          color: shape.color,
        })
      ).id,
    );
  const team = await call<{ teamId: number }>(admin, "POST", "tb-team", { teamName: `训练-${run}` });
  const candidates = await call<{ userId: number; userName: string }[]>(admin, "GET", "tb-member/candidates");
  const annotator = candidates.find((candidate) => candidate.userName === "annot1")!;
  const [member] = await call<{ memberId: number; userId: number }[]>(admin, "POST", "tb-member/batch", {
    teamId: team.teamId,
    userIds: [annotator.userId],
  });
  const task = await call<{ id: number }>(admin, "POST", T, {
    taskName: `形状标注-${run}`,
    description: "",
    dataSetId: dataset.id,
    versionId: version.id,
    labelGroupId: group.id,
    teamId: team.teamId,
  });
  await call(admin, "POST", `${T}/active`, { id: task.id, deadlineTime: Date.now() + 3_600_000 });
  await call(admin, "POST", `${T}/assign`, {
    annotationTaskId: task.id,
    teamId: team.teamId,
    assignments: [{ memberId: member.memberId, userId: member.userId, assignNum: pictures.length }],
  });
  await call(annot1, "POST", `${T}/start/${task.id}`);
  for (const picture of pictures)
    await call(annot1, "POST", "data-set-item-annotation/batch/save", {
      taskId: task.id,
      itemId: picture.itemId,
      annotations: [
        {
          labelId: labelIds[picture.labelIndex],
          x: picture.shape.x,
          y: picture.shape.y,
          width: picture.shape.size,
          height: picture.shape.size,
        },
      ],
    });
  return { datasetName: `形状-${run}`, groupName: `形状-${run}` };
}
