import { Card, H5, Icon } from "@blueprintjs/core";
import type { PublicExpert } from "../shared/expertDirectory";
import { portalDirectoryText } from "./messages";

/** An expert's photo, or a person icon when there is none. */
export function ExpertPhoto({ expert, size }: { expert: PublicExpert; size: number }) {
  return expert.photo ? (
    <img
      className="ws-pd-photo"
      src={expert.photo}
      alt={portalDirectoryText("expertPhoto", { name: expert.name })}
      width={size}
      height={size}
    />
  ) : (
    <Icon icon="person" size={size} className="ws-pd-photo" />
  );
}

/** One expert of the expert centre: photo, name, title, organisation and field; opens the detail. */
export function ExpertCard({ expert, onOpen }: { expert: PublicExpert; onOpen: () => void }) {
  return (
    <Card
      compact
      interactive
      className="ws-pd-card ws-pd-expert"
      role="button"
      aria-label={expert.name}
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === "Enter") onOpen();
      }}
    >
      <ExpertPhoto expert={expert} size={64} />
      <div>
        <H5 className="ws-pd-card-title">{expert.name}</H5>
        <div className="ws-pd-muted">{[expert.title, expert.organisation].filter(Boolean).join(" · ")}</div>
        <div>
          {portalDirectoryText("expertField")}：{expert.field}
        </div>
      </div>
    </Card>
  );
}
