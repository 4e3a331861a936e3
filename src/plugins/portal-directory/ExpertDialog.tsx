import { Dialog, DialogBody, H4 } from "@blueprintjs/core";
import type { PublicExpert } from "../shared/expertDirectory";
import { ExpertPhoto } from "./ExpertCard";
import { portalDirectoryText } from "./messages";

/** An expert's detail: photo, name, title, organisation, field and introduction. */
export function ExpertDialog({ expert, onClose }: { expert: PublicExpert | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={expert !== null}
      onClose={onClose}
      title={expert?.name ?? portalDirectoryText("expertDetail")}
    >
      {expert && (
        <DialogBody>
          <div className="ws-pd-expert-detail">
            <ExpertPhoto expert={expert} size={96} />
            <div>
              <H4>{expert.name}</H4>
              <dl className="ws-pd-dl">
                <dt>{portalDirectoryText("expertTitleField")}</dt>
                <dd>{expert.title || "-"}</dd>
                <dt>{portalDirectoryText("expertOrganisation")}</dt>
                <dd>{expert.organisation || "-"}</dd>
                <dt>{portalDirectoryText("expertField")}</dt>
                <dd>{expert.field || "-"}</dd>
              </dl>
            </div>
          </div>
          <h5 className="bp6-heading">{portalDirectoryText("expertIntroduction")}</h5>
          <p className="ws-pd-prewrap">{expert.introduction || portalDirectoryText("noDescription")}</p>
        </DialogBody>
      )}
    </Dialog>
  );
}
