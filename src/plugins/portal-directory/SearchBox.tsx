import { useState } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { submitSearch } from "../shared/searchSubmits";
import { portalDirectoryText } from "./messages";

/** The search field and 搜索: submits the trimmed word (may be empty: everything public); each submit searches. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="ws-pd-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submitSearch();
        onSearch(draft.trim());
      }}
    >
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={portalDirectoryText("searchPlaceholder")}
        placeholder={portalDirectoryText("searchPlaceholder")}
        value={draft}
        onValueChange={setDraft}
      />
      <Button type="submit" intent="primary" text={portalDirectoryText("searchButton")} />
    </form>
  );
}
