import { Card, H3, H5, HTMLTable, Tag } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { t } from "../../core/messages";
import { formatDateTime } from "../../ui/kit/dates";
import type { CooperateCase, Education, SharedItem, UserHomepage } from "./api";
import { personalText, type PersonalText } from "./messages";

const KIND_TEXT: Record<SharedItem["kind"], PersonalText> = {
  dataset: "kindDataset",
  algorithm: "kindAlgorithm",
  model: "kindModel",
};

const period = (row: { startDate: string; endDate: string }) =>
  row.startDate || row.endDate ? `${row.startDate || "-"} 至 ${row.endDate || "-"}` : "";

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card compact className="ws-glance" role="region" aria-label={title}>
      <H5>{title}</H5>
      {empty ? <p className="bp6-text-muted">{t("table.empty")}</p> : children}
    </Card>
  );
}

/** Name, avatar, organisation and introduction: the head of a personal page. */
export function HomepageHead({ page, actions }: { page: UserHomepage; actions?: ReactNode }) {
  return (
    <div className="ws-personal-head">
      {page.attributeContent ? (
        <img className="ws-personal-avatar" src={page.attributeContent} alt={personalText("avatar")} />
      ) : (
        <div className="ws-personal-avatar" role="img" aria-label={personalText("avatar")} />
      )}
      <div>
        <H3>{page.displayName}</H3>
        <p className="bp6-text-muted">
          {page.userName}
          {page.organisation && ` · ${page.organisation}`}
        </p>
        <p className="ws-personal-intro">{page.introduction || personalText("introductionNone")}</p>
        {actions}
      </div>
    </div>
  );
}

export function EducationSection({ rows }: { rows: Education[] }) {
  return (
    <Section title={personalText("education")} empty={rows.length === 0}>
      <HTMLTable compact className="ws-fill">
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.school}</td>
              <td>{row.major}</td>
              <td>{row.degree}</td>
              <td className="bp6-text-muted">{period(row)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Section>
  );
}

export function CasesSection({
  rows,
  onOpen,
}: {
  rows: CooperateCase[];
  onOpen?: (row: CooperateCase) => void;
}) {
  return (
    <Section title={personalText("cases")} empty={rows.length === 0}>
      <HTMLTable compact interactive={Boolean(onOpen)} className="ws-fill">
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} onClick={() => onOpen?.(row)}>
              <td>{row.title}</td>
              <td>{row.partner}</td>
              <td className="bp6-text-muted">{row.caseDate}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Section>
  );
}

export function SharesSection({ rows }: { rows: SharedItem[] }) {
  return (
    <Section title={personalText("shares")} empty={rows.length === 0}>
      <HTMLTable compact className="ws-fill">
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`}>
              <td>
                <Tag minimal>{personalText(KIND_TEXT[row.kind])}</Tag>
              </td>
              <td>{row.name}</td>
              <td className="bp6-text-muted">{formatDateTime(row.createTime)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Section>
  );
}
