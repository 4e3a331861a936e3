import { useEffect, useRef, useState } from "react";
import { uploadQueueMachine, type UploadFile } from "../../../machines/uploadQueue.machine";
import { useCore } from "../../../ui/CoreContext";
import { UploadFiles } from "../upload/fileRegistry";
import { createUploadQueueEffects } from "../upload/queueEffects";
import { confirmLeaveWhileUploading, connectUploadQueue } from "../upload/queueWiring";

import { UPLOAD_QUEUE_MACHINE_ID } from "../machineIds";
export { UPLOAD_QUEUE_MACHINE_ID };

let sequence = 0;

/**
 * The page's upload queue: the registered machine started through the core (the inspector sees it),
 * with the storage effects, the tips and list refresh, and the beforeunload confirmation.
 */
export function useUploadQueue(onUploaded: () => void) {
  const core = useCore();
  const refresh = useRef(onUploaded);
  useEffect(() => {
    refresh.current = onUploaded;
  }, [onUploaded]);
  const [queue] = useState(() => {
    const files = new UploadFiles();
    const effects = createUploadQueueEffects(core.http, files);
    const actor = core.machines.start<typeof uploadQueueMachine>(UPLOAD_QUEUE_MACHINE_ID, {
      input: {},
      implement: (machine) => machine.provide({ actors: effects.actors }),
    });
    return { actor, files };
  });

  useEffect(() => {
    const { actor, files } = queue;
    actor.start();
    const disconnect = connectUploadQueue(actor, {
      files,
      tip: (intent, message, options) => core.bus.emit("storage", "ui.tip", { intent, message, ...options }),
      refresh: () => refresh.current(),
    });
    const release = confirmLeaveWhileUploading(() => actor.getSnapshot());
    return () => {
      disconnect();
      release();
      actor.stop();
    };
  }, [core, queue]);

  /** Queues files under a folder; `exists` asks for the overwrite prompt first. */
  const add = (
    entries: { file: File; remotePath: string; relativePath?: string }[],
    volume: string,
    exists: (remotePath: string) => boolean,
  ) => {
    const files: UploadFile[] = entries.map(({ file, remotePath, relativePath }) => {
      const id = `upload-${Date.now()}-${++sequence}`;
      queue.files.add(id, file);
      return {
        id,
        name: remotePath,
        size: file.size,
        volume,
        ...(relativePath && relativePath !== file.name ? { relativePath } : {}),
        exists: exists(remotePath),
      };
    });
    if (files.length) queue.actor.send({ type: "ADD", files });
  };

  return { actor: queue.actor, add };
}
