import { Button, Card, H5 } from "@blueprintjs/core";
import { formatCount } from "../../ui/kit/list";
import type { FoundByKind } from "./api";
import { Highlight } from "./Highlight";
import { pt } from "./messages";
import { ServiceTags } from "./ServiceTags";
import type { SearchKind } from "./types";

const OPEN_TEXT = {
  dataset: "openDataset",
  algorithm: "openAlgorithm",
  model: "openModel",
  service: "openService",
  case: "openCase",
} as const;

export interface SearchResultCardProps<K extends SearchKind> {
  kind: K;
  item: FoundByKind[K];
  keyword: string;
  /** Opens the item's page (its public read-only page, a service's detail). */
  onOpen?: () => void;
}

/** What one found item shows: its name (the keyword marked), description and facts. */
function factsOf(result: SearchResultCardProps<SearchKind>): {
  name: string;
  description: string;
  facts: string[];
} {
  switch (result.kind) {
    case "dataset": {
      const item = result.item as FoundByKind["dataset"];
      return {
        name: item.dataSetName,
        description: item.description,
        facts: [
          pt("resultOwner", { name: item.userName }),
          pt("resultVersions", { count: item.versionCount }),
          pt("resultItems", { count: formatCount(item.itemCount) }),
          pt("resultTime", { time: item.createTime }),
        ],
      };
    }
    case "algorithm": {
      const item = result.item as FoundByKind["algorithm"];
      return {
        name: item.name,
        description: item.description,
        facts: [
          pt("resultType", { name: item.typeName }),
          pt("resultOwner", { name: item.userName }),
          pt("resultVersions", { count: item.versionCount }),
          pt("resultTime", { time: item.createTime }),
        ],
      };
    }
    case "model": {
      const item = result.item as FoundByKind["model"];
      return {
        name: item.name,
        description: item.description,
        facts: [
          pt("resultCategory", { name: item.category }),
          pt("resultOwner", { name: item.ownerName }),
          pt("resultVersions", { count: item.versionCount }),
          pt("resultTime", { time: item.createTime }),
        ],
      };
    }
    case "case": {
      const item = result.item as FoundByKind["case"];
      return {
        name: item.title,
        description: item.summary,
        facts: [
          ...(item.classifyName ? [`${pt("industry")}：${item.classifyName}`] : []),
          pt("resultAuthor", { name: item.authorName }),
          pt("resultPublished", { time: item.publishTime }),
        ],
      };
    }
    default: {
      const item = result.item as FoundByKind["service"];
      return {
        name: item.name,
        description: item.description,
        facts: [
          `${pt("model")}：${item.modelName} ${item.modelVersion}`,
          pt("resultOwner", { name: item.ownerName }),
          `${pt("callCount")}：${formatCount(item.callCount)}`,
          `${pt("industry")}：${item.classifyName || pt("noIndustry")}`,
        ],
      };
    }
  }
}

export function SearchResultCard<K extends SearchKind>(props: SearchResultCardProps<K>) {
  const { name, description, facts } = factsOf(props);
  const openText = pt(OPEN_TEXT[props.kind]);
  return (
    <Card compact className="ws-pd-card" aria-label={name}>
      <div className="ws-pd-industry-head">
        <H5 className="ws-pd-card-title">
          <Highlight text={name} word={props.keyword} />
        </H5>
        {props.kind === "service" && <ServiceTags service={props.item as FoundByKind["service"]} />}
      </div>
      <p className="ws-pd-muted ws-pd-clamp">
        {description ? <Highlight text={description} word={props.keyword} /> : pt("noDescription")}
      </p>
      <div className="ws-pd-facts">
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </div>
      {props.onOpen && (
        <div>
          <Button size="small" variant="outlined" text={openText} onClick={props.onOpen} />
        </div>
      )}
    </Card>
  );
}
