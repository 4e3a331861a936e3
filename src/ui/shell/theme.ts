import { useCallback, useEffect, useState } from "react";
import { Classes } from "@blueprintjs/core";
import { PREFERENCE_KEYS } from "../../core/storage";

export type Theme = "light" | "dark";

export function storedTheme(): Theme {
  return localStorage.getItem(PREFERENCE_KEYS.theme) === "dark" ? "dark" : "light";
}

/** The light/dark theme: Blueprint's dark class on <body>, persisted across sessions and logouts. */
export function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, theme === "dark");
    localStorage.setItem(PREFERENCE_KEYS.theme, theme);
  }, [theme]);
  const toggle = useCallback(() => setTheme((current) => (current === "dark" ? "light" : "dark")), []);
  return [theme, toggle];
}
