import type { AxiosInstance } from "axios";
import type { PackageManifest, PackageUpload } from "../../contracts/algorithmPackages";
import {
  ALGORITHM_VERSIONS_API,
  ALGORITHMS_API,
  type AlgorithmBody,
  type AlgorithmVersionView,
  type AlgorithmView,
  type TrainerView,
  type VersionBody,
} from "../../contracts/algorithms";
import { ALGORITHM_TYPES_API, type AlgorithmTypeView } from "../../contracts/algorithmTypes";
import type { Page } from "../../contracts/paging";
import { fillPath } from "../../contracts/paths";
import type { Envelope } from "../../core/http";
import { createRequest } from "../../core/request";

/** The contract's shapes (contracts/algorithms.ts, algorithmTypes.ts), as the pages name them. */
export type { HyperParameter } from "../../contracts/algorithms";
/** A type of the tree, with whether the signed-in user may rename or delete it. */
export type AlgorithmType = AlgorithmTypeView;
export type Algorithm = AlgorithmView;
export type Trainer = TrainerView;
export type AlgorithmVersion = AlgorithmVersionView;

/** What the algorithm form edits: the contract's body, every field present, the type "" until chosen. */
export type AlgorithmFields = Omit<Required<AlgorithmBody>, "typeId"> & {
  typeId: number | "";
} & Record<string, unknown>;

export interface AlgorithmQuery {
  pageNum: number;
  pageSize: number;
  name: string;
  typeId?: number;
}

export type { Page };

/** The calls of 算法管理; failures have shown their tip (a 400's reason is the form's). */
export function algorithmsApi(http: AxiosInstance) {
  const request = createRequest(http);
  const query = (values: AlgorithmQuery) => ({
    pageNum: values.pageNum,
    pageSize: values.pageSize,
    ...(values.name ? { name: values.name } : {}),
    ...(values.typeId ? { typeId: values.typeId } : {}),
  });
  const T = ALGORITHM_TYPES_API;
  const A = ALGORITHMS_API;
  const V = ALGORITHM_VERSIONS_API;
  return {
    parents: () => request.get<AlgorithmType[]>(T.parents),
    children: (parentId: number) => request.get<AlgorithmType[]>(T.children, { params: { parentId } }),
    createType: (name: string, parentId: number | null) =>
      request.post<AlgorithmType>(T.types, { name, parentId }),
    updateType: (id: number, name: string) => request.put<AlgorithmType>(T.types, { id, name }),
    removeType: (id: number) => request.del(fillPath(T.type, { id })),

    page: (values: AlgorithmQuery) => request.get<Page<Algorithm>>(A.listPage, { params: query(values) }),
    publicPage: (values: AlgorithmQuery) =>
      request.get<Page<Algorithm>>(A.publicPage, { params: query(values) }),
    create: (fields: AlgorithmBody) => request.post<Algorithm>(A.algorithm, fields),
    update: (id: number, fields: AlgorithmBody) => request.put<Algorithm>(A.algorithm, { id, ...fields }),
    remove: (id: number) => request.del(fillPath(A.algorithmOne, { id })),
    setPublic: (id: number, isPublic: boolean) =>
      request.put<Algorithm>(A.updatePublic, { id, isPublic: isPublic ? 1 : 0 }),
    uploadImage: (id: number, file: File) => {
      const form = new FormData();
      form.append("file", file);
      return request.post<Algorithm>(fillPath(A.image, { id }), form);
    },
    image: (id: number) => request.blob(A.downloadImage, { params: { id } }),

    trainers: () => request.get<Trainer[]>(V.trainers),
    versions: (algorithmId: number) =>
      request.get<AlgorithmVersion[]>(V.versions, { params: { algorithmId } }),
    /** A package in storage checked (manifest and entrypoint) without keeping it: its manifest or the refusal. */
    checkPackage: (path: string) => request.post<PackageManifest>(V.packageCheck, { path }),
    /**
     * A package (an archive, or a folder zipped in the browser) streamed to the server, which checks its
     * manifest and keeps it for createVersion's `uploadId`; `progress` gets 0…1 as the bytes leave.
     */
    uploadPackageFile: async (file: Blob, name: string, progress: (fraction: number) => void) => {
      const form = new FormData();
      form.append("file", file, name);
      const answer = await http.post<Envelope<PackageUpload>>(V.packageUpload, form, {
        timeout: 0,
        hideTip: true,
        hideSuccessTip: true,
        onUploadProgress: (event) => progress(event.total ? event.loaded / event.total : 0),
      });
      return answer.data.data;
    },
    createVersion: (body: VersionBody & { description: string }) =>
      request.post<AlgorithmVersion>(V.versions, body),
    copyVersion: (id: number) => request.post<AlgorithmVersion>(V.copy, { id }),
    removeVersion: (id: number) => request.del(fillPath(V.version, { id })),
    setVersionPublic: (id: number, isPublic: boolean) =>
      request.put<AlgorithmVersion>(V.public, { id, isPublic: isPublic ? 1 : 0 }),
    countModels: (id: number) => request.get<number>(V.countModel, { params: { id } }),
    uploadPackage: (id: number, path: string) =>
      request.post<AlgorithmVersion>(fillPath(V.remoteUpload, { id }), { path }),
  };
}

export type AlgorithmsApi = ReturnType<typeof algorithmsApi>;
