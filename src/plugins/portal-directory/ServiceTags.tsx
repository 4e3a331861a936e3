import { Tag } from "@blueprintjs/core";
import { portalDirectoryText } from "./messages";
import type { PublicService } from "./types";

/** A service's status (运行中 / 已停止) and task type (图像分类 / 目标检测). */
export function ServiceTags({ service }: { service: PublicService }) {
  return (
    <>
      <Tag minimal intent={service.status === 1 ? "success" : "none"}>
        {portalDirectoryText(service.status === 1 ? "statusRunning" : "statusStopped")}
      </Tag>
      <Tag minimal>
        {portalDirectoryText(service.taskType === "detection" ? "detection" : "classification")}
      </Tag>
    </>
  );
}
