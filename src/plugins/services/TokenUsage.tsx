import { useState } from "react";
import { Button, Callout, Code, Pre, Spinner } from "@blueprintjs/core";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { servicesApi, TokenRow } from "./api";
import { st } from "./messages";

interface TokenUsageProps {
  token: TokenRow;
  api: ReturnType<typeof servicesApi>;
}

/** The service URL for a token (publish-url) and a curl command to copy, with the real URL and token. */
export function TokenUsage({ token, api }: TokenUsageProps) {
  const url = useLoaded(() => api.url(token.id), `url-${token.id}`);
  const [copied, setCopied] = useState(false);
  if (!url.data) return url.failed ? null : <Spinner size={20} />;
  const copy = async () => {
    await navigator.clipboard.writeText(url.data!.curl);
    setCopied(true);
  };
  return (
    <Callout title={`${st("usage")}：${token.name}`} compact role="region" aria-label={st("usage")}>
      <p>
        {st("serviceUrl")}：<Code>{url.data.url}</Code>
      </p>
      <p>{st("curlHint")}</p>
      <Pre className="ws-services-curl" aria-label="curl">
        {url.data.curl}
      </Pre>
      <Button
        size="small"
        icon="duplicate"
        text={copied ? st("copied") : st("copyCurl")}
        onClick={() => void copy()}
      />
    </Callout>
  );
}
