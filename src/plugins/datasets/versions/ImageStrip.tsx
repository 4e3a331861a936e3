import type { BoxRef, ImageRef } from "../../../contracts/datasetVersions";
import { BoxedImage } from "./BoxedImage";
import { datasetVersionsText } from "./versionMessages";

/** Thumbnails of images added or removed, each with its boxes (of the list given), and how many there are. */
export function ImageStrip(props: {
  title: string;
  images: ImageRef[];
  total: number;
  urls: Record<number, string>;
  boxes: BoxRef[];
}) {
  return (
    <section aria-label={props.title}>
      <h4>
        {props.title}（{props.total}）
      </h4>
      {props.total > props.images.length && (
        <p className="ws-ds-muted">
          {datasetVersionsText("shownOf", { shown: props.images.length, total: props.total })}
        </p>
      )}
      <ul className="ws-dsv-thumbs" aria-label={props.title} style={{ listStyle: "none", padding: 0 }}>
        {props.images.map((image) => (
          <li key={image.itemId} style={{ width: 140 }}>
            <BoxedImage
              src={props.urls[image.itemId]}
              width={image.width}
              height={image.height}
              label={image.fileName}
              boxes={props.boxes.filter((box) => box.itemId === image.itemId)}
            />
            <div className="ws-dsv-caption">{image.fileName}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
