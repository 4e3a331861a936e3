import { t } from "../../core/messages";
import type { CaseFields, CooperateCase, Education, EducationFields, PersonalApi, UserHomepage } from "./api";
import { AboutEditor } from "./AboutEditor";
import { EntriesEditor } from "./EntriesEditor";
import { personalText } from "./messages";

const educationOf = (values: Record<string, string>): EducationFields => ({
  school: values.school ?? "",
  major: values.major ?? "",
  degree: values.degree ?? "",
  startDate: values.startDate ?? "",
  endDate: values.endDate ?? "",
});

const caseOf = (values: Record<string, string>): CaseFields => ({
  title: values.title ?? "",
  partner: values.partner ?? "",
  summary: values.summary ?? "",
  caseDate: values.caseDate ?? "",
});

/** The user's own homepage: introduction, education and cooperation cases, each edited in place. */
export function HomepageEditor({
  api,
  page,
  onChanged,
}: {
  api: PersonalApi;
  page: UserHomepage;
  onChanged: () => void;
}) {
  return (
    <div className="ws-glance-grid">
      <AboutEditor api={api} page={page} onSaved={onChanged} />
      <EntriesEditor<Education>
        title={personalText("education")}
        addText={personalText("addEducation")}
        entity={personalText("education")}
        rows={page.education}
        nameOf={(row) => row.school}
        columns={[
          { name: "school", label: personalText("school"), required: true, max: 50 },
          { name: "major", label: personalText("major"), max: 50 },
          { name: "degree", label: personalText("degree"), max: 20 },
          { name: "startDate", label: t("date.start"), max: 7, kind: "month" },
          { name: "endDate", label: t("date.end"), max: 7, kind: "month" },
        ]}
        save={(id, values) =>
          id ? api.updateEducation(id, educationOf(values)) : api.addEducation(educationOf(values))
        }
        remove={api.removeEducation}
        onChanged={onChanged}
      />
      <EntriesEditor<CooperateCase>
        title={personalText("cases")}
        addText={personalText("addCase")}
        entity={personalText("cases")}
        rows={page.cases}
        nameOf={(row) => row.title}
        columns={[
          { name: "title", label: personalText("caseTitle"), required: true, max: 50 },
          { name: "partner", label: personalText("partner"), max: 50 },
          { name: "caseDate", label: personalText("caseDate"), max: 7, kind: "month" },
          { name: "summary", label: personalText("summary"), max: 500, kind: "textarea" },
        ]}
        save={(id, values) => (id ? api.updateCase(id, caseOf(values)) : api.addCase(caseOf(values)))}
        remove={api.removeCase}
        onChanged={onChanged}
      />
    </div>
  );
}
