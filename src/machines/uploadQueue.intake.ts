import {
  toItem,
  uploadQuery,
  type UploadFile,
  type UploadItem,
  type UploadQueueContext,
} from "./uploadQueue.model";

/**
 * The intake steps of the upload queue (uploadQueue.machine.ts, region `intake`), pure: files the
 * user added, the overwrite answer, and the storage check of one volume's files. Each returns the
 * context fields it changes.
 */

/** New files join `incoming`; an id already known anywhere is ignored. */
export function addFiles(
  context: UploadQueueContext,
  files: readonly UploadFile[],
): Partial<UploadQueueContext> {
  const known = new Set([...context.items, ...context.incoming, ...context.admitting].map((item) => item.id));
  const fresh = files.filter((file) => !known.has(file.id) && (known.add(file.id), true));
  return { incoming: [...context.incoming, ...fresh.map(toItem)] };
}

/** The file the overwrite prompt asks about: the first one whose name is taken and not yet answered. */
export const askedItem = (context: Pick<UploadQueueContext, "incoming">): UploadItem | undefined =>
  context.incoming.find((item) => item.exists && !item.overwrite);

/** Yes: the file uploads with the overwrite flag; no: it is dropped. */
export function answerOverwrite(
  context: UploadQueueContext,
  overwrite: boolean,
): Partial<UploadQueueContext> {
  const asked = askedItem(context);
  if (!asked) return {};
  return {
    incoming: overwrite
      ? context.incoming.map((item) =>
          item === asked ? { ...item, overwrite: true, query: uploadQuery(item.name, true) } : item,
        )
      : context.incoming.filter((item) => item !== asked),
  };
}

/** The files of one volume go to the storage check together. */
export function takeForCheck(context: UploadQueueContext): Partial<UploadQueueContext> {
  const volume = context.incoming[0]?.volume;
  return {
    admitting: context.incoming.filter((item) => item.volume === volume),
    incoming: context.incoming.filter((item) => item.volume !== volume),
  };
}

/** The checked files join the queue. */
export const admit = (context: UploadQueueContext): Partial<UploadQueueContext> => ({
  items: [...context.items, ...context.admitting],
  admitting: [],
});

/** What the storage check asks about: the volume and the bytes of the files under check. */
export const quotaRequestOf = (context: UploadQueueContext) => ({
  volume: context.admitting[0]?.volume ?? "",
  bytes: context.admitting.reduce((sum, item) => sum + item.size, 0),
  items: context.admitting,
});
