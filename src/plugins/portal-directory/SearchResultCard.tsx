import { Button, Card, H5 } from "@blueprintjs/core";
import { formatCount } from "../../ui/kit/list";
import type { FoundByKind } from "./api";
import { Highlight } from "./Highlight";
import { portalDirectoryText } from "./messages";
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
          portalDirectoryText("resultOwner", { name: item.userName }),
          portalDirectoryText("resultVersions", { count: item.versionCount }),
          portalDirectoryText("resultItems", { count: formatCount(item.itemCount) }),
          portalDirectoryText("resultTime", { time: item.createTime }),
        ],
      };
    }
    case "algorithm": {
      const item = result.item as FoundByKind["algorithm"];
      return {
        name: item.name,
        description: item.description,
        facts: [
          portalDirectoryText("resultType", { name: item.typeName }),
          portalDirectoryText("resultOwner", { name: item.userName }),
          portalDirectoryText("resultVersions", { count: item.versionCount }),
          portalDirectoryText("resultTime", { time: item.createTime }),
        ],
      };
    }
    case "model": {
      const item = result.item as FoundByKind["model"];
      return {
        name: item.name,
        description: item.description,
        facts: [
          portalDirectoryText("resultCategory", { name: item.category }),
          portalDirectoryText("resultOwner", { name: item.ownerName }),
          portalDirectoryText("resultVersions", { count: item.versionCount }),
          portalDirectoryText("resultTime", { time: item.createTime }),
        ],
      };
    }
    case "case": {
      const item = result.item as FoundByKind["case"];
      return {
        name: item.title,
        description: item.summary,
        facts: [
          ...(item.classifyName ? [`${portalDirectoryText("industry")}：${item.classifyName}`] : []),
          portalDirectoryText("resultAuthor", { name: item.authorName }),
          portalDirectoryText("resultPublished", { time: item.publishTime }),
        ],
      };
    }
    default: {
      const item = result.item as FoundByKind["service"];
      return {
        name: item.name,
        description: item.description,
        facts: [
          `${portalDirectoryText("model")}：${item.modelName} ${item.modelVersion}`,
          portalDirectoryText("resultOwner", { name: item.ownerName }),
          `${portalDirectoryText("callCount")}：${formatCount(item.callCount)}`,
          `${portalDirectoryText("industry")}：${item.classifyName || portalDirectoryText("noIndustry")}`,
        ],
      };
    }
  }
}

export function SearchResultCard<K extends SearchKind>(props: SearchResultCardProps<K>) {
  const { name, description, facts } = factsOf(props);
  const openText = portalDirectoryText(OPEN_TEXT[props.kind]);
  return (
    <Card compact className="ws-pd-card" aria-label={name}>
      <div className="ws-pd-industry-head">
        <H5 className="ws-pd-card-title">
          <Highlight text={name} word={props.keyword} />
        </H5>
        {props.kind === "service" && <ServiceTags service={props.item as FoundByKind["service"]} />}
      </div>
      <p className="ws-pd-muted ws-pd-clamp">
        {description ? (
          <Highlight text={description} word={props.keyword} />
        ) : (
          portalDirectoryText("noDescription")
        )}
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
