import crypto from "node:crypto";
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { PageQuery, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import {
  DATASET_VERSION_PATHS as PATHS,
  SHARE_MAX_MS,
  ShareBody,
  VERSION_TEXT,
  type ShareLink,
  type SharedItem,
  type SharedVersion,
} from "../../src/contracts/datasetVersions";
import { DATASET_BUTTONS, formatTime } from "./common";
import { DATASET_TEXT, DatasetStore, versionName } from "../platform/datasetStore";
import { ensureVersionTables } from "../platform/datasetVersionSchema";
import { ShareStore, type ShareRow } from "./shareStore";

const VersionParams = T.Object({ dataSetId: PathId("数据集"), versionId: PathId("版本") });
const Token = T.Object({ token: Text(64) });
/** Sharing changes who may see the version: the owner's edit button code (dataM-A02). */
const SHARE = DATASET_BUTTONS.edit;

/**
 * Share links of a dataset version (ai-domain §7 `data-set-history/data-set-share/{a}/{b}`): the owner
 * lists (GET) and creates (POST, with an expiry or none) links and revokes them (DELETE); anyone holding
 * a link reads the version's images and boxes through /home/sharePage without a sign-in until it
 * expires or is revoked (410 with the reason; an unknown token 404).
 */
export async function shareRoutes(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  const { platform } = options;
  const db = platform.db;
  const store = new DatasetStore(db, options.dataDir, platform.now);
  ensureVersionTables(db);
  const shares = new ShareStore(db, platform.now);

  const view = (row: ShareRow): ShareLink => {
    const version = store.version(row.version_id);
    return {
      id: row.id,
      token: row.token,
      dataSetId: row.dataset_id,
      versionId: row.version_id,
      version: versionName(version.number),
      expireTime: row.expire_at === null ? null : formatTime(row.expire_at),
      createTime: formatTime(row.created_at),
      revoked: row.revoked_at !== null,
      expired: row.expire_at !== null && row.expire_at <= platform.now(),
    };
  };

  route(app, {
    method: "GET",
    url: PATHS.share,
    access: SHARE,
    schema: { params: VersionParams },
    handler: ({ user, params, reply }) => {
      const dataset = store.owned(params.dataSetId, user.id);
      const version = store.version(params.versionId, dataset.id);
      return sendOk(reply, shares.ofVersion(version.id).map(view));
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.share,
    access: SHARE,
    log: { name: "分享数据集版本", module: "数据集管理" },
    schema: { params: VersionParams, body: ShareBody },
    handler: ({ user, params, body, reply }) => {
      const dataset = store.owned(params.dataSetId, user.id);
      const version = store.version(params.versionId, dataset.id);
      const now = platform.now();
      if (body.expireAt !== null && (body.expireAt <= now || body.expireAt > now + SHARE_MAX_MS))
        refuse(400, VERSION_TEXT.shareExpiry);
      const token = crypto.randomBytes(24).toString("base64url");
      const id = shares.insert({
        token,
        datasetId: dataset.id,
        versionId: version.id,
        userId: user.id,
        expireAt: body.expireAt,
      });
      return sendOk(reply, view(shares.byId(id) as ShareRow));
    },
  });

  route(app, {
    method: "DELETE",
    url: PATHS.shareRevoke,
    access: SHARE,
    log: { name: "撤销数据集分享", module: "数据集管理" },
    schema: { params: T.Object({ id: PathId("分享") }) },
    handler: ({ user, params, reply }) => {
      const row = shares.byId(params.id);
      if (!row) return refuse(404, VERSION_TEXT.shareNotFound);
      if (store.dataset(row.dataset_id).user_id !== user.id) refuse(403, VERSION_TEXT.shareForbidden);
      if (row.revoked_at === null) shares.revoke(row.id);
      return sendOk(reply, view(shares.byId(row.id) as ShareRow));
    },
  });

  // ---- what a link's holder reads, signed out ----
  /** The live share of a token: 404 unknown, 410 revoked or expired. */
  const live = (token: string): ShareRow => {
    const row = shares.byToken(token);
    if (!row) return refuse(404, VERSION_TEXT.shareNotFound);
    if (row.revoked_at !== null) refuse(410, VERSION_TEXT.shareRevoked);
    if (row.expire_at !== null && row.expire_at <= platform.now()) refuse(410, VERSION_TEXT.shareExpired);
    return row;
  };

  route(app, {
    method: "GET",
    url: PATHS.shared,
    access: "public",
    schema: { params: Token },
    handler: ({ params, reply }) => {
      const share = live(params.token);
      const dataset = store.dataset(share.dataset_id);
      const answer: SharedVersion = {
        dataSetName: dataset.name,
        description: dataset.description,
        version: versionName(store.version(share.version_id).number),
        itemCount: store.itemCount(share.version_id),
        userName: shares.ownerName(dataset.user_id),
        expireTime: share.expire_at === null ? null : formatTime(share.expire_at),
      };
      return sendOk(reply, answer);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.sharedItems,
    access: "public",
    schema: { params: Token, querystring: T.Object({ ...PageQuery }) },
    handler: ({ params, query, reply }) => {
      const share = live(params.token);
      const { pageNum, pageSize } = query;
      const list: SharedItem[] = shares
        .itemsWithBoxes(share.version_id, pageNum, pageSize)
        .map(({ item, boxes }) => ({
          itemId: item.id,
          fileName: item.file_name,
          width: item.width,
          height: item.height,
          boxes,
        }));
      return sendOk(reply, { list, total: store.itemCount(share.version_id), pageNum, pageSize });
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.sharedFile,
    access: "public",
    schema: { params: T.Object({ token: Text(64), itemId: PathId("数据") }) },
    handler: ({ params, reply }) => {
      const share = live(params.token);
      const item = store.item(params.itemId);
      if (item.version_id !== share.version_id) refuse(404, DATASET_TEXT.itemNotFound);
      const file = store.file(item);
      if (!fs.existsSync(file)) refuse(404, DATASET_TEXT.itemNotFound);
      return reply
        .header("content-type", store.mime(item))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .header("content-length", fs.statSync(file).size)
        .send(fs.createReadStream(file));
    },
  });
}
