/**
 * A contract path with its `:name` parameters filled in (`fillPath(SERVICES_API.publish, { id: 7 })`
 * → `/api/aimanager/v1/publish-manage/publishs/7`): the server registers the template, the plugin calls
 * the filled path, and both read it from the same contract.
 */
export const fillPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
