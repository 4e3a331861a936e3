import { Type as T, type Static } from "@sinclair/typebox";

/**
 * The answers of the dataset version calls (datasetVersions.ts): comparisons, publication states,
 * counts, file figures, share links, the shared view, label spreadsheets and introductions. The server's
 * routes and stores return these types; the datasets plugin reads them.
 */
const Int = T.Integer();
const TimeOrNull = T.Union([T.String(), T.Null()]);
const Flag = T.Union([T.Literal(0), T.Literal(1)]);

export const Rect = T.Object({ x: T.Number(), y: T.Number(), width: T.Number(), height: T.Number() });
export type Rect = Static<typeof Rect>;

export const ImageRef = T.Object({ itemId: Int, fileName: T.String(), width: Int, height: Int });
export type ImageRef = Static<typeof ImageRef>;

const LabelMark = { labelId: Int, labelName: T.String(), color: T.String() };

export const BoxRef = T.Object({ ...Rect.properties, itemId: Int, fileName: T.String(), ...LabelMark });
export type BoxRef = Static<typeof BoxRef>;

export const BoxMove = T.Object({
  fileName: T.String(),
  baseItemId: Int,
  targetItemId: Int,
  ...LabelMark,
  from: Rect,
  to: Rect,
});
export type BoxMove = Static<typeof BoxMove>;

export const LabelCount = T.Object({ ...LabelMark, base: Int, target: Int, delta: Int });
export type LabelCount = Static<typeof LabelCount>;

export const CompareSide = T.Object({ id: Int, version: T.String(), itemCount: Int, boxCount: Int });
export type CompareSide = Static<typeof CompareSide>;

/** An image in both versions whose boxes differ. */
export const ChangedImage = T.Object({
  fileName: T.String(),
  baseItemId: Int,
  targetItemId: Int,
  width: Int,
  height: Int,
  added: Int,
  removed: Int,
  moved: Int,
});
export type ChangedImage = Static<typeof ChangedImage>;

/** data-set-compare: images are the same in both versions when file name and size agree. */
export const VersionComparison = T.Object({
  base: CompareSide,
  target: CompareSide,
  images: T.Object({
    added: T.Array(ImageRef),
    removed: T.Array(ImageRef),
    addedTotal: Int,
    removedTotal: Int,
    kept: Int,
  }),
  boxes: T.Object({
    added: T.Array(BoxRef),
    removed: T.Array(BoxRef),
    moved: T.Array(BoxMove),
    addedTotal: Int,
    removedTotal: Int,
    movedTotal: Int,
    unchanged: Int,
  }),
  changedImages: T.Array(ChangedImage),
  changedImagesTotal: Int,
  labels: T.Array(LabelCount),
});
export type VersionComparison = Static<typeof VersionComparison>;

export const VersionState = T.Object({
  versionId: Int,
  /** 1 once published (frozen: no more uploads, deletions or box edits). */
  published: Flag,
  publishTime: TimeOrNull,
  isPublic: Flag,
});
export type VersionState = Static<typeof VersionState>;

export const NewVersionInfo = T.Object({
  newest: T.Union([T.Object({ id: Int, version: T.String() }), T.Null()]),
  /** The name the next version will take (V{n+1}). */
  nextVersion: T.String(),
});
export type NewVersionInfo = Static<typeof NewVersionInfo>;

export const DatasetCounts = T.Object({
  mine: Int,
  publicCount: Int,
  granted: Int,
  versions: Int,
  items: Int,
  publishedVersions: Int,
});
export type DatasetCounts = Static<typeof DatasetCounts>;

export const AlgorithmTypeCount = T.Object({
  algorithmTypeId: Int,
  algorithmType: T.String(),
  dataSetCount: Int,
});
export type AlgorithmTypeCount = Static<typeof AlgorithmTypeCount>;

export const DroplistEntry = T.Object({
  id: Int,
  dataSetName: T.String(),
  versions: T.Array(T.Object({ id: Int, version: T.String() })),
});
export type DroplistEntry = Static<typeof DroplistEntry>;

export const PublicVersion = T.Object({
  id: Int,
  dataSetId: Int,
  dataSetName: T.String(),
  version: T.String(),
  itemCount: Int,
  userName: T.String(),
  publishTime: TimeOrNull,
  createTime: T.String(),
});
export type PublicVersion = Static<typeof PublicVersion>;

export const FileInfo = T.Object({
  dataSetId: Int,
  versionId: Int,
  version: T.String(),
  itemCount: Int,
  totalBytes: Int,
  byType: T.Array(T.Object({ ext: T.String(), count: Int, bytes: Int })),
  minWidth: Int,
  maxWidth: Int,
  minHeight: Int,
  maxHeight: Int,
  annotatedCount: Int,
  boxCount: Int,
});
export type FileInfo = Static<typeof FileInfo>;

export const ShareLink = T.Object({
  id: Int,
  token: T.String(),
  dataSetId: Int,
  versionId: Int,
  version: T.String(),
  expireTime: TimeOrNull,
  createTime: T.String(),
  revoked: T.Boolean(),
  expired: T.Boolean(),
});
export type ShareLink = Static<typeof ShareLink>;

export const SharedVersion = T.Object({
  dataSetName: T.String(),
  description: T.String(),
  version: T.String(),
  itemCount: Int,
  userName: T.String(),
  expireTime: TimeOrNull,
});
export type SharedVersion = Static<typeof SharedVersion>;

export const SharedItem = T.Object({
  ...ImageRef.properties,
  boxes: T.Array(T.Object({ ...Rect.properties, labelName: T.String(), color: T.String() })),
});
export type SharedItem = Static<typeof SharedItem>;

export const ManagedLabel = T.Object({
  id: Int,
  labelName: T.String(),
  color: T.String(),
  groupId: Int,
  groupName: T.String(),
});
export type ManagedLabel = Static<typeof ManagedLabel>;

export const LabelSheetResult = T.Object({ added: Int, skipped: T.Array(T.String()) });
export type LabelSheetResult = Static<typeof LabelSheetResult>;

export const IntroduceEntry = T.Object({
  id: Int,
  type: Int,
  resourceId: Int,
  title: T.String(),
  sort: Int,
  updateTime: T.String(),
});
export type IntroduceEntry = Static<typeof IntroduceEntry>;

export const IntroducePage = T.Object({ ...IntroduceEntry.properties, content: T.String() });
export type IntroducePage = Static<typeof IntroducePage>;
