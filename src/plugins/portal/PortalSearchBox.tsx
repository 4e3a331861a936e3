import { useState } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { PORTAL_MENU, PORTAL_SEARCH } from "../shared/menus/portal";
import { submitSearch } from "../shared/searchSubmits";
import { portalText } from "./messages";

/**
 * The portal header's search: Enter or the button opens the global search with the word in the
 * address (`/portal/search?keyword=…`).
 */
export function PortalSearchBox({
  onOpen,
  className,
}: {
  /** Called with the search's (desktop) address. */
  onOpen: (address: string) => void;
  className?: string;
}) {
  const [word, setWord] = useState("");
  const label = PORTAL_MENU.tree.search.title;
  const open = () => {
    submitSearch();
    onOpen(PORTAL_SEARCH.link({}, { keyword: word.trim() || undefined }));
  };
  return (
    <form
      role="search"
      aria-label={label}
      className={className ?? "ws-portal-search"}
      onSubmit={(event) => {
        event.preventDefault();
        open();
      }}
    >
      <InputGroup
        type="search"
        size="small"
        leftIcon="search"
        aria-label={label}
        placeholder={portalText("searchPlaceholder")}
        value={word}
        onValueChange={setWord}
        rightElement={
          <Button type="submit" variant="minimal" size="small" icon="arrow-right" aria-label={label} />
        }
      />
    </form>
  );
}
