import type { AxiosInstance } from "axios";
import { readJson, writeJson } from "../../core/storage";
import { fetchAreaTree, type AreaNode } from "./api";

/** Local-storage key of the cached area tree (shell spec §3: "the tree is cached in local storage"). */
export const AREA_TREE_KEY = "areaTree";

/**
 * The area dictionary: the tree (provinces with `citys`, cities with `areas`) fetched once and cached
 * in local storage; provinces, cities by provinceId and areas by cityId are read from it.
 */
export function createAreaDictionary(http: AxiosInstance) {
  let pending: Promise<AreaNode[]> | null = null;
  const tree = (): Promise<AreaNode[]> => {
    const cached = readJson<AreaNode[]>(AREA_TREE_KEY);
    if (cached?.length) return Promise.resolve(cached);
    pending ??= fetchAreaTree(http)
      .then((nodes) => {
        writeJson(AREA_TREE_KEY, nodes);
        return nodes;
      })
      .finally(() => (pending = null));
    return pending;
  };
  const strip = ({ id, parentId, name }: AreaNode): AreaNode => ({ id, parentId, name });
  return {
    tree,
    async provinces(): Promise<AreaNode[]> {
      return (await tree()).map(strip);
    },
    async cities(provinceId: string): Promise<AreaNode[]> {
      return ((await tree()).find((node) => node.id === provinceId)?.citys ?? []).map(strip);
    },
    async areas(cityId: string): Promise<AreaNode[]> {
      const cities = (await tree()).flatMap((node) => node.citys ?? []);
      return (cities.find((city) => city.id === cityId)?.areas ?? []).map(strip);
    },
    /** The names along a path of ids, e.g. ["广东省", "深圳市", "南山区"]. */
    async names(ids: string[]): Promise<string[]> {
      const names: string[] = [];
      let level: AreaNode[] = await tree();
      for (const id of ids) {
        const node = level.find((candidate) => candidate.id === id);
        if (!node) break;
        names.push(node.name);
        level = node.citys ?? node.areas ?? [];
      }
      return names;
    },
  };
}

export type AreaDictionary = ReturnType<typeof createAreaDictionary>;
