import type { ReactNode } from "react";
import "./Badge.css";

/** A small label beside a name: "accent" (gold), "info" (blue) or "muted". */
export function Badge({
  tone = "accent",
  children,
}: {
  tone?: "accent" | "info" | "muted";
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
