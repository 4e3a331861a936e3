import type { Rect } from "../../../contracts/datasetVersions";

export interface DrawnBox extends Rect {
  color: string;
  labelName: string;
  /** A dashed outline: where a moved box was. */
  dashed?: boolean;
}

/**
 * An image with its boxes drawn over it, read-only: boxes are in image pixels, placed in percent of the
 * image's own width and height so they follow the image's shown size. The box list is also read out
 * (`aria-label` of the figure) for a screen reader.
 */
export function BoxedImage(props: {
  src: string | undefined;
  width: number;
  height: number;
  boxes: DrawnBox[];
  label: string;
  className?: string;
}) {
  const { width, height } = props;
  const described = props.boxes.map((box) => box.labelName).join("、");
  return (
    <figure
      className={`ws-dsv-boxed ${props.className ?? ""}`}
      aria-label={described ? `${props.label}（${described}）` : props.label}
      style={{ aspectRatio: `${Math.max(width, 1)} / ${Math.max(height, 1)}` }}
    >
      {props.src && <img src={props.src} alt={props.label} draggable={false} />}
      {props.boxes.map((box, index) => (
        <span
          key={index}
          className="ws-dsv-box"
          aria-hidden
          title={box.labelName}
          style={{
            left: `${(box.x / Math.max(width, 1)) * 100}%`,
            top: `${(box.y / Math.max(height, 1)) * 100}%`,
            width: `${(box.width / Math.max(width, 1)) * 100}%`,
            height: `${(box.height / Math.max(height, 1)) * 100}%`,
            borderColor: box.color,
            borderStyle: box.dashed ? "dashed" : "solid",
          }}
        >
          <span className="ws-dsv-box-label" style={{ background: box.color }}>
            {box.labelName}
          </span>
        </span>
      ))}
    </figure>
  );
}
