import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import "./Tabs.css";

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabDef<K>[];
  value: K;
  onChange: (key: K) => void;
  /** "pill" for a secondary (nested) tab row. */
  variant?: "line" | "pill";
  /** The selected tab's panel. */
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel is rendered. */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  variant = "line",
  children,
}: TabsProps<K>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === value);
    let next: number;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next]!;
    onChange(target.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.key))}`)?.focus();
  };

  return (
    <div className={`tabs tabs-${variant}`}>
      <div ref={listRef} className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              className="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} className="tab-panel" role="tabpanel" aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
}
