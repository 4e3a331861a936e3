import { HPC_API, type CenterAccountView } from "../../contracts/hpc";
import { fillPath } from "../../contracts/paths";
import type { AxiosInstance } from "axios";
import { errorMessage, serverMessageOf } from "../../core/errors";
import { statusOf, type Envelope } from "../../core/http";
import { createRequest } from "../../core/request";
import { t } from "../../core/messages";
import type { HpcAccount } from "../../core/session";
import type { CenterReply, HpcBindingForm } from "../../machines/hpcBinding.machine";
import type { Page } from "../../contracts/paging";

/** A bound account as the user's list answers it. */
export interface HpcAccountRow extends HpcAccount {
  bindUserId?: string;
  bindUserName?: string;
  bindGroupId?: string;
}

export type { CenterAccountView, Page };

/** The password travels as base64 of its UTF-8 bytes (README, API section). */
export function encodePassword(password: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The reason of a failed call, as the user should read it: the server's text, else the catalogue's. */
function failure(error: unknown): Error {
  const status = statusOf(error);
  const body = (error as { response?: { data?: unknown } }).response?.data;
  return new Error(
    status === undefined
      ? t("http.502")
      : (serverMessageOf(body) ?? errorMessage(status, undefined, true) ?? t("http.other", { status })),
  );
}

/** The centre's answers keep their body code; failures of the call itself reject with a readable text. */
async function centre<T>(request: Promise<Envelope<T> & { info?: string }>): Promise<CenterReply<T>> {
  try {
    const data = await request;
    return { code: data.code, info: data.info ?? data.message, data: data.data };
  } catch (error) {
    throw failure(error);
  }
}

/** A key file's text (FileReader: jsdom's File has no `text()`). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsText(file);
  });
}

const QUIET = { hideTip: true, hideSuccessTip: true } as const;

/** The HPC calls (shell spec §7; paths chosen in core/config). */
export function hpcApi(http: AxiosInstance) {
  const request = createRequest(http);
  type CenterBody<T> = Envelope<T> & { info?: string };
  return {
    checkCredential: (form: HpcBindingForm) =>
      centre(
        request.raw.post<CenterBody<{ kind: string }>>(
          HPC_API.hpcCheckCredential,
          { username: form.account.trim(), password: encodePassword(form.password) },
          QUIET,
        ),
      ),
    requestCode: (form: HpcBindingForm) =>
      centre(
        request.raw.post<CenterBody<unknown>>(HPC_API.hpcSendCode, { user_name: form.account.trim() }, QUIET),
      ),
    checkCode: (form: HpcBindingForm) =>
      centre(
        request.raw.post<CenterBody<unknown>>(
          HPC_API.hpcCheckCode,
          { username: form.account.trim(), verification_code: form.verificationCode.trim() },
          QUIET,
        ),
      ),
    save: (form: HpcBindingForm) =>
      centre(
        request.raw.post<CenterBody<HpcAccountRow>>(
          HPC_API.hpcSave,
          {
            accountType: form.accountType,
            account: form.account.trim(),
            password: encodePassword(form.password),
            privateId: form.privateId,
            privateKey: form.privateKey,
            verificationCode: form.verificationCode.trim(),
          },
          QUIET,
        ),
      ),
    uploadKey: async (file: File) =>
      centre(
        request.raw.post<CenterBody<{ privateId: string; privateKey: string }>>(
          HPC_API.hpcUploadKey,
          { fileName: file.name, content: await readText(file) },
          QUIET,
        ),
      ),
    accounts: async (): Promise<HpcAccountRow[]> =>
      (await request.get<HpcAccountRow[] | null>(HPC_API.hpcUserAccounts, { hideTip: true })) ?? [],
    switchTo: (id: string) =>
      request.put<HpcAccountRow[]>(HPC_API.hpcSwitch, { id }, { hideSuccessTip: true }),
    unbind: (id: string) => request.del<HpcAccountRow[]>(fillPath(HPC_API.hpcBindingOf, { id })),
    refreshToken: () => request.post<{ account: string; token: string }>(HPC_API.hpcRefreshToken, {}, QUIET),
    adminPage: (query: { pageNum: number; pageSize: number; account?: string; status?: string }) =>
      request.get<Page<CenterAccountView>>(HPC_API.hpcAdminPage, { params: query }),
    updateStatus: (id: string, status: number) =>
      request.put<unknown>(HPC_API.hpcAdminUpdateStatus, { id, status }),
  };
}

export type HpcApi = ReturnType<typeof hpcApi>;
