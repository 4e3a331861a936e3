import { useCore } from "../../../ui/CoreContext";
import type { ChangedImage, VersionComparison } from "../../../contracts/datasetVersions";
import { useThumbnails } from "../detail/useThumbnails";
import { BoxedImage, type DrawnBox } from "./BoxedImage";
import { datasetVersionsText } from "./versionMessages";

/**
 * One image whose boxes changed, in both versions side by side: on the left the boxes removed and where
 * moved boxes were (dashed), on the right the boxes added and where moved boxes went.
 */
export function ChangedImagePair({
  comparison: c,
  image,
}: {
  comparison: VersionComparison;
  image: ChangedImage;
}) {
  const { http } = useCore();
  const urls = useThumbnails(http, [image.baseItemId, image.targetItemId]);
  const moved = c.boxes.moved.filter((box) => box.targetItemId === image.targetItemId);
  const left: DrawnBox[] = [
    ...c.boxes.removed.filter((box) => box.itemId === image.baseItemId),
    ...moved.map((box) => ({ ...box.from, color: box.color, labelName: box.labelName, dashed: true })),
  ];
  const right: DrawnBox[] = [
    ...c.boxes.added.filter((box) => box.itemId === image.targetItemId),
    ...moved.map((box) => ({ ...box.to, color: box.color, labelName: box.labelName })),
  ];
  const dims = { width: image.width, height: image.height };
  return (
    <div
      className="ws-dsv-pair"
      aria-label={`${image.fileName}：${datasetVersionsText("boxChanges", { added: image.added, removed: image.removed, moved: image.moved })}`}
      role="group"
    >
      <div>
        <strong>{datasetVersionsText("side", { version: c.base.version, name: image.fileName })}</strong>
        <BoxedImage
          src={urls[image.baseItemId]}
          {...dims}
          label={`${c.base.version} ${image.fileName}`}
          boxes={left}
        />
      </div>
      <div>
        <strong>{datasetVersionsText("side", { version: c.target.version, name: image.fileName })}</strong>
        <BoxedImage
          src={urls[image.targetItemId]}
          {...dims}
          label={`${c.target.version} ${image.fileName}`}
          boxes={right}
        />
      </div>
      <ul className="ws-dsv-caption" style={{ gridColumn: "1 / -1" }}>
        {moved.map((box, index) => (
          <li key={index}>
            {datasetVersionsText("boxesMoved")} {box.labelName}：{datasetVersionsText("movedFrom")} (
            {Math.round(box.from.x)}, {Math.round(box.from.y)}) → {datasetVersionsText("movedTo")} (
            {Math.round(box.to.x)}, {Math.round(box.to.y)})
          </li>
        ))}
      </ul>
    </div>
  );
}
