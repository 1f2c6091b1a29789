import { Link, type LinkProps } from "@tanstack/react-router";
import { Icon, type IconName } from "./Icon";

export interface PageLink {
  to: NonNullable<LinkProps["to"]>;
  label: string;
  icon?: IconName;
  /** The page's next step, drawn as the main button; the others are secondary. */
  primary?: boolean;
}

/** Where a page leads on: buttons side by side (`row`), or one a line (`grid`, for three or more). */
export function LinkButtons({ links, layout = "row" }: { links: PageLink[]; layout?: "row" | "grid" }) {
  return (
    <div className={layout === "row" ? "link-row" : "link-grid"}>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className={l.primary ? "button" : "button secondary"}>
          {l.icon && <Icon name={l.icon} />}
          {l.label}
        </Link>
      ))}
    </div>
  );
}
