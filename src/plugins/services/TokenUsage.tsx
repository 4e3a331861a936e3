import { useRef, useState } from "react";
import { Button, Callout, Code, Pre, Spinner } from "@blueprintjs/core";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { servicesApi, TokenRow } from "./api";
import { servicesText } from "./messages";

interface TokenUsageProps {
  token: TokenRow;
  api: ReturnType<typeof servicesApi>;
}

/** Selects the text of an element, for a copy by hand. */
function selectText(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The service URL for a token (publish-url) and a curl command to copy, with the real URL and token.
 * Outside a secure context (plain http on another host) the browser has no clipboard: the command is
 * then selected and the user asked to copy it by hand.
 */
export function TokenUsage({ token, api }: TokenUsageProps) {
  const url = useLoaded(() => api.url(token.id), `url-${token.id}`);
  const [copied, setCopied] = useState<"done" | "blocked" | null>(null);
  const curl = useRef<HTMLPreElement>(null);
  if (!url.data) return url.failed ? null : <Spinner size={20} />;
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url.data!.curl);
      setCopied("done");
    } catch {
      selectText(curl.current);
      setCopied("blocked");
    }
  };
  return (
    <Callout
      title={`${servicesText("usage")}：${token.name}`}
      compact
      role="region"
      aria-label={servicesText("usage")}
    >
      <p>
        {servicesText("serviceUrl")}：<Code>{url.data.url}</Code>
      </p>
      <p>{servicesText("curlHint")}</p>
      <Pre className="ws-services-curl" aria-label="curl" ref={curl}>
        {url.data.curl}
      </Pre>
      <Button
        size="small"
        icon="duplicate"
        text={copied === "done" ? servicesText("copied") : servicesText("copyCurl")}
        onClick={() => void copy()}
      />
      {copied === "blocked" && (
        <p role="status" className="ws-services-note">
          {servicesText("copyBlocked")}
        </p>
      )}
    </Callout>
  );
}
