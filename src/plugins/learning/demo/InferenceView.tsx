import { useLoaded } from "../../../ui/kit/useLoaded";
import type { InferenceAnswer } from "./demoApi";
import { demoText } from "./demoMessages";

const keys = new WeakMap<File, number>();
let nextKey = 0;
/** A key of its own for each picture chosen (two files may share a name). */
const fileKey = (file: File) => {
  if (!keys.has(file)) keys.set(file, (nextKey += 1));
  return keys.get(file);
};

const pct = (score: number) => `${(score * 100).toFixed(1)}%`;

/** The picture with the answer drawn over it (an SVG in the image's pixel space), the label scores and the latency. */
export function InferenceView({ image, answer }: { image: File; answer: InferenceAnswer | null }) {
  // The picture's object URL, revoked once another picture replaces it or the view goes.
  const url = useLoaded(async () => URL.createObjectURL(image), `image:${fileKey(image)}`, {
    release: (made) => URL.revokeObjectURL(made),
  }).data;
  const stroke = answer ? Math.max(1, Math.round(Math.max(answer.width, answer.height) / 150)) : 1;
  const font = answer ? Math.max(8, Math.round(Math.max(answer.width, answer.height) / 22)) : 10;
  return (
    <div className="learning-inference">
      <div className="learning-inference-image">
        {url && <img src={url} alt={image.name} />}
        {answer && (
          <svg
            viewBox={`0 0 ${answer.width} ${answer.height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={demoText("boxCount", { n: answer.boxes.length })}
          >
            {answer.boxes.map((box, index) => (
              <g key={index} data-testid="inference-box">
                <rect
                  x={box.x}
                  y={box.y}
                  width={box.width}
                  height={box.height}
                  fill="none"
                  stroke={box.color}
                  strokeWidth={stroke}
                />
                <text x={box.x + stroke} y={Math.max(font, box.y - stroke)} fill={box.color} fontSize={font}>
                  {`${box.label} ${pct(box.score)}`}
                </text>
              </g>
            ))}
          </svg>
        )}
      </div>
      {answer && (
        <div className="learning-inference-result">
          <strong>{demoText("labels")}</strong>
          <span className="learning-latency" data-testid="inference-latency">
            {demoText("latency", { ms: answer.latencyMs })}
          </span>
          {answer.labels.length === 0 ? (
            <p>{demoText("noLabels")}</p>
          ) : (
            <ul aria-label={demoText("labels")}>
              {answer.labels.map((label) => (
                <li key={label.label}>
                  <span className="learning-swatch" style={{ background: label.color }} />
                  {label.label}
                  <meter min={0} max={1} value={label.score} />
                  {pct(label.score)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
