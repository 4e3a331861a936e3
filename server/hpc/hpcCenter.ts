import { createHash, randomInt } from "node:crypto";
import { LIMITS } from "../../src/core/config";
import type { Db } from "../lib/db";
import { CENTER_PASSWORD_HASHES } from "../platform/demoPasswordHashes";
import { dummyHash, hashPassword, safeEqual, verifyPassword } from "../lib/passwords";
import { baseline, migrate } from "../lib/migrations";

/**
 * The simulated supercomputing centre: its own accounts (password as an scrypt hash, the key file's
 * SHA-256), the verification codes it sends, and its account status. The platform's bindings of
 * these accounts live in `hpc_accounts` (server/lib/db.ts).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS hpc_center_accounts (
  id            INTEGER PRIMARY KEY,
  account_type  INTEGER NOT NULL DEFAULT 1,
  account       TEXT NOT NULL UNIQUE,
  cluster       TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  key_sha256    TEXT NOT NULL,
  needs_code    INTEGER NOT NULL DEFAULT 0,
  status        INTEGER NOT NULL DEFAULT 1,
  created_at    INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS hpc_center_codes (
  id          INTEGER PRIMARY KEY,
  account     TEXT NOT NULL,
  code        TEXT NOT NULL,
  sent_at     INTEGER NOT NULL,
  checked_at  INTEGER,
  used_at     INTEGER
);
`;

export interface CenterAccountSeed {
  account: string;
  cluster: string;
  password: string;
  needsCode: boolean;
  description: string;
}

/** The centre's seeded accounts; the key file of each is {@link demoKeyFile}. */
export const HPC_CENTER_ACCOUNTS: readonly CenterAccountSeed[] = [
  {
    account: "sc_admin",
    cluster: "sc-cluster-1",
    password: "ScAdmin@123",
    needsCode: false,
    description: "the demo admin's user-bound account (bindType 2)",
  },
  {
    account: "hpc_secure",
    cluster: "sc-cluster-1",
    password: "Secure@123",
    needsCode: true,
    description: "needs a verification code (sent to the development outbox)",
  },
  {
    account: "hpc_basic",
    cluster: "sc-cluster-2",
    password: "Basic@123",
    needsCode: false,
    description: "no verification code",
  },
  {
    account: "hpc_spare",
    cluster: "sc-cluster-2",
    password: "Spare@123",
    needsCode: false,
    description: "unbound, for the back office's status switch",
  },
];

/** The content of a seeded account's key file (docs/hpc-keys/{account}.pem holds the same text). */
export function demoKeyFile(account: string): string {
  return [
    "-----BEGIN OPENSSH PRIVATE KEY-----",
    Buffer.from(`simulated supercomputing centre key of ${account}`, "utf8").toString("base64"),
    "-----END OPENSSH PRIVATE KEY-----",
    "",
  ].join("\n");
}

/** Line endings and trailing blanks do not change a key. */
export function keyFingerprint(content: string): string {
  const normalised = content.replace(/\r\n?/g, "\n").trim();
  return createHash("sha256").update(normalised, "utf8").digest("hex");
}

/** The centre's answers carry a body code and, when it is not 200, an info text for the user. */
export interface CenterAnswer<T = null> {
  code: number;
  info?: string;
  data?: T;
}

export const CENTER_TEXT = {
  wrongCredential: "账号或密码错误",
  disabled: "该HPC账号已停用，请联系管理员",
  wrongKey: "密钥文件与账号不匹配",
  codeTooLong: "验证码长度不能超过6位",
  codeWrong: "验证码错误",
  codeExpired: "验证码已过期，请重新获取",
  codeMissing: "请先获取验证码",
  codeUnchecked: "请先校验验证码",
  unknownAccount: "HPC账号不存在",
} as const;

export interface CenterAccountRow {
  id: number;
  account_type: number;
  account: string;
  cluster: string;
  password_hash: string;
  key_sha256: string;
  needs_code: number;
  status: number;
  created_at: number;
}

interface CodeRow {
  id: number;
  account: string;
  code: string;
  sent_at: number;
  checked_at: number | null;
  used_at: number | null;
}

/** Creates the centre's tables; seeds its accounts when it has none. */
export async function openHpcCenter(db: Db, now: () => number): Promise<HpcCenter> {
  migrate(db, "hpc-center", [baseline(SCHEMA)]);
  const { count } = db.prepare("SELECT COUNT(*) AS count FROM hpc_center_accounts").get() as {
    count: number;
  };
  if (count === 0) {
    const hashes = await Promise.all(
      HPC_CENTER_ACCOUNTS.map((seed) => CENTER_PASSWORD_HASHES[seed.account] ?? hashPassword(seed.password)),
    );
    const insert = db.prepare(
      `INSERT OR IGNORE INTO hpc_center_accounts (account, cluster, password_hash, key_sha256, needs_code, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      HPC_CENTER_ACCOUNTS.forEach((seed, index) =>
        insert.run(
          seed.account,
          seed.cluster,
          hashes[index],
          keyFingerprint(demoKeyFile(seed.account)),
          seed.needsCode ? 1 : 0,
          now(),
        ),
      );
    })();
  }
  return new HpcCenter(db, now);
}

export class HpcCenter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  byAccount(account: string): CenterAccountRow | undefined {
    return this.db.prepare("SELECT * FROM hpc_center_accounts WHERE account = ?").get(account) as
      CenterAccountRow | undefined;
  }

  byId(id: number): CenterAccountRow | undefined {
    return this.db.prepare("SELECT * FROM hpc_center_accounts WHERE id = ?").get(id) as
      CenterAccountRow | undefined;
  }

  /** Password check: code 200 with kind `verification_code` when the account needs a code. */
  async checkCredential(
    account: string,
    password: string,
  ): Promise<CenterAnswer<{ kind: "verification_code" | "password" }>> {
    const row = this.byAccount(account);
    const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
    if (!row || !matches) return { code: 401, info: CENTER_TEXT.wrongCredential };
    if (row.status !== 1) return { code: 403, info: CENTER_TEXT.disabled };
    return { code: 200, data: { kind: row.needs_code ? "verification_code" : "password" } };
  }

  checkKey(row: CenterAccountRow, privateKey: string): boolean {
    return safeEqual(keyFingerprint(privateKey), row.key_sha256);
  }

  /** A new 6-digit code; the caller delivers it (the development outbox). */
  issueCode(account: string): CenterAnswer<{ code: string }> {
    const row = this.byAccount(account);
    if (!row) return { code: 404, info: CENTER_TEXT.unknownAccount };
    const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.verificationCodeLength, "0");
    this.db
      .prepare("INSERT INTO hpc_center_codes (account, code, sent_at) VALUES (?, ?, ?)")
      .run(account, code, this.now());
    return { code: 200, data: { code } };
  }

  private latestCode(account: string): CodeRow | undefined {
    return this.db
      .prepare(
        "SELECT * FROM hpc_center_codes WHERE account = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1",
      )
      .get(account) as CodeRow | undefined;
  }

  /** Checks a code: more than 6 characters, none sent, expired (5 minutes) or wrong answer other codes. */
  checkCode(account: string, code: string): CenterAnswer {
    if (code.length > LIMITS.verificationCodeLength) return { code: 400, info: CENTER_TEXT.codeTooLong };
    const latest = this.latestCode(account);
    if (!latest) return { code: 400, info: CENTER_TEXT.codeMissing };
    if (this.now() - latest.sent_at > LIMITS.hpcCodeLifetimeMs)
      return { code: 410, info: CENTER_TEXT.codeExpired };
    if (!safeEqual(code, latest.code)) return { code: 400, info: CENTER_TEXT.codeWrong };
    this.db.prepare("UPDATE hpc_center_codes SET checked_at = ? WHERE id = ?").run(this.now(), latest.id);
    return { code: 200 };
  }

  /** Saving needs the latest code checked and unexpired; it is used up by the save. */
  consumeCheckedCode(account: string, code: string): CenterAnswer {
    const latest = this.latestCode(account);
    if (!latest || !safeEqual(code, latest.code)) return { code: 400, info: CENTER_TEXT.codeUnchecked };
    if (latest.checked_at === null) return { code: 400, info: CENTER_TEXT.codeUnchecked };
    if (this.now() - latest.sent_at > LIMITS.hpcCodeLifetimeMs)
      return { code: 410, info: CENTER_TEXT.codeExpired };
    this.db.prepare("UPDATE hpc_center_codes SET used_at = ? WHERE id = ?").run(this.now(), latest.id);
    return { code: 200 };
  }

  setStatus(id: number, status: number): boolean {
    return (
      this.db.prepare("UPDATE hpc_center_accounts SET status = ? WHERE id = ?").run(status, id).changes > 0
    );
  }
}
