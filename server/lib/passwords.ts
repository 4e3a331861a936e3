import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** Stored as `scrypt$N$r$p$<salt base64>$<hash base64>` so parameters can change later. */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, "base64"), options, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compares two secrets in constant time regardless of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/**
 * A hash of a random password that was thrown away at once: checking an unknown account against it
 * costs as much as a real check, and nobody can match it.
 */
const DUMMY_HASH = "scrypt$16384$8$1$eVZ9+J/TYEgWFTRv3BFvxA==$v1+gDOMKg2nBWFK6/kOIVGDXiVluzF6m0cKM+A4mkyQ=";

export function dummyHash(): Promise<string> {
  return Promise.resolve(DUMMY_HASH);
}
