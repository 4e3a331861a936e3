import type { AlgorithmTypeView } from "../../contracts/algorithmTypes";
import type { AxiosInstance } from "axios";
import {
  PACKAGE_UPLOAD_PATH,
  type PackageManifest,
  type PackageUpload,
} from "../../contracts/algorithmPackages";
import type { Envelope } from "../../core/http";
import { createRequest, joinPath } from "../../core/request";
import type { Page } from "../../contracts/paging";

/** The reference server's modules: server/algorithms (type tree, algorithms, versions). */
export const ALGORITHM_API = "/api/aimanager/v1";

/** A type of the tree, with whether the signed-in user may rename or delete it. */
export type AlgorithmType = AlgorithmTypeView;

export interface Algorithm {
  id: number;
  userId: number;
  userName: string;
  typeId: number;
  typeName: string;
  name: string;
  description: string;
  isPublic: 0 | 1;
  imageName: string;
  versionCount: number;
  createTime: string;
  updateTime: string;
}

export interface HyperParameter {
  name: string;
  type: "int" | "float";
  default: number;
  min: number;
  max: number;
  description: string;
}

export interface Trainer {
  id: string;
  title: string;
  description: string;
  parameters: HyperParameter[];
}

export interface AlgorithmVersion {
  id: number;
  algorithmId: number;
  version: string;
  trainer: string;
  trainerTitle: string;
  params: Record<string, number>;
  description: string;
  isPublic: 0 | 1;
  packageName: string;
  packageSize: number;
  /** The package's manifest when the version runs its own package (trainer "package"). */
  manifest: PackageManifest | null;
  createTime: string;
}

export interface AlgorithmFields extends Record<string, unknown> {
  name: string;
  typeId: number | "";
  description: string;
}

export interface AlgorithmQuery {
  pageNum: number;
  pageSize: number;
  name: string;
  typeId?: number;
}

export type { Page };

/** The calls of 算法管理; failures have shown their tip (a 400's reason is the form's). */
export function algorithmsApi(http: AxiosInstance) {
  const request = createRequest(http, ALGORITHM_API);
  const query = (values: AlgorithmQuery) => ({
    pageNum: values.pageNum,
    pageSize: values.pageSize,
    ...(values.name ? { name: values.name } : {}),
    ...(values.typeId ? { typeId: values.typeId } : {}),
  });
  return {
    parents: () => request.get<AlgorithmType[]>("algorithm-type/parents"),
    children: (parentId: number) =>
      request.get<AlgorithmType[]>("algorithm-type/childrens", { params: { parentId } }),
    createType: (name: string, parentId: number | null) =>
      request.post<AlgorithmType>("algorithm-type", { name, parentId }),
    updateType: (id: number, name: string) => request.put<AlgorithmType>("algorithm-type", { id, name }),
    removeType: (id: number) => request.del(`algorithm-type/${id}`),

    page: (values: AlgorithmQuery) =>
      request.get<Page<Algorithm>>("tb-algorithm-manage/list-page", { params: query(values) }),
    publicPage: (values: AlgorithmQuery) =>
      request.get<Page<Algorithm>>("tb-algorithm-manage/public-page", { params: query(values) }),
    create: (fields: { name: string; typeId: number; description: string }) =>
      request.post<Algorithm>("tb-algorithm-manage/algorithm", fields),
    update: (id: number, fields: { name: string; typeId: number; description: string }) =>
      request.put<Algorithm>("tb-algorithm-manage/algorithm", { id, ...fields }),
    remove: (id: number) => request.del(`tb-algorithm-manage/algorithm/${id}`),
    setPublic: (id: number, isPublic: boolean) =>
      request.put<Algorithm>("tb-algorithm-manage/updatePublic", { id, isPublic: isPublic ? 1 : 0 }),
    uploadImage: (id: number, file: File) => {
      const form = new FormData();
      form.append("file", file);
      return request.post<Algorithm>(`tb-algorithm-manage/algorithm/${id}/image`, form);
    },
    image: (id: number) => request.blob("tb-algorithm-manage/download-example-image", { params: { id } }),

    trainers: () => request.get<Trainer[]>("tb-algorithm-version/trainers"),
    versions: (algorithmId: number) =>
      request.get<AlgorithmVersion[]>("tb-algorithm-version/version", { params: { algorithmId } }),
    /** A package in storage checked (manifest and entrypoint) without keeping it: its manifest or the refusal. */
    checkPackage: (path: string) =>
      request.post<PackageManifest>("tb-algorithm-version/package-check", { path }),
    /**
     * A package (an archive, or a folder zipped in the browser) streamed to the server, which checks its
     * manifest and keeps it for createVersion's `uploadId`; `progress` gets 0…1 as the bytes leave.
     */
    uploadPackageFile: async (file: Blob, name: string, progress: (fraction: number) => void) => {
      const form = new FormData();
      form.append("file", file, name);
      const answer = await http.post<Envelope<PackageUpload>>(
        joinPath(ALGORITHM_API, PACKAGE_UPLOAD_PATH),
        form,
        {
          timeout: 0,
          hideTip: true,
          hideSuccessTip: true,
          onUploadProgress: (event) => progress(event.total ? event.loaded / event.total : 0),
        },
      );
      return answer.data.data;
    },
    createVersion: (body: {
      algorithmId: number;
      trainer: string;
      /** With trainer "package": the package in storage, or an uploaded one. */
      packagePath?: string;
      uploadId?: string;
      params: Record<string, number | string>;
      description: string;
    }) => request.post<AlgorithmVersion>("tb-algorithm-version/version", body),
    copyVersion: (id: number) => request.post<AlgorithmVersion>("tb-algorithm-version/copy", { id }),
    removeVersion: (id: number) => request.del(`tb-algorithm-version/version/${id}`),
    setVersionPublic: (id: number, isPublic: boolean) =>
      request.put<AlgorithmVersion>("tb-algorithm-version/public", { id, isPublic: isPublic ? 1 : 0 }),
    countModels: (id: number) => request.get<number>("tb-algorithm-version/count-model", { params: { id } }),
    uploadPackage: (id: number, path: string) =>
      request.post<AlgorithmVersion>(`tb-algorithm-version/image-remote-upload/${id}`, { path }),
  };
}

export type AlgorithmsApi = ReturnType<typeof algorithmsApi>;
