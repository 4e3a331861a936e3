import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { LoadComponent } from "./types";

/** Keyed by the contributed `load` function; holds the lazy component made from it. */
const cache = new WeakMap<object, unknown>();

/** One lazy component per contributed `load` (stable across renders, loaded on first show). */
export function lazyContribution<Props>(
  load: LoadComponent<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  let component = cache.get(load) as LazyExoticComponent<ComponentType<Props>> | undefined;
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
}
