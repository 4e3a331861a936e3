import { Dialog, DialogBody, H4 } from "@blueprintjs/core";
import type { PublicExpert } from "../shared/expertDirectory";
import { ExpertPhoto } from "./ExpertCard";
import { pt } from "./messages";

/** An expert's detail: photo, name, title, organisation, field and introduction. */
export function ExpertDialog({ expert, onClose }: { expert: PublicExpert | null; onClose: () => void }) {
  return (
    <Dialog isOpen={expert !== null} onClose={onClose} title={expert?.name ?? pt("expertDetail")}>
      {expert && (
        <DialogBody>
          <div className="ws-pd-expert-detail">
            <ExpertPhoto expert={expert} size={96} />
            <div>
              <H4>{expert.name}</H4>
              <dl className="ws-pd-dl">
                <dt>{pt("expertTitleField")}</dt>
                <dd>{expert.title || "-"}</dd>
                <dt>{pt("expertOrganisation")}</dt>
                <dd>{expert.organisation || "-"}</dd>
                <dt>{pt("expertField")}</dt>
                <dd>{expert.field || "-"}</dd>
              </dl>
            </div>
          </div>
          <h5 className="bp6-heading">{pt("expertIntroduction")}</h5>
          <p className="ws-pd-prewrap">{expert.introduction || pt("noDescription")}</p>
        </DialogBody>
      )}
    </Dialog>
  );
}
