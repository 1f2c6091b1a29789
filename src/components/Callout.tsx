import { useId, type ReactNode } from "react";
import { Icon, type IconName } from "./Icon";
import "./Callout.css";

interface Props {
  icon: IconName;
  title: string;
  text: string;
  /** "success" after a completed action; informational otherwise. */
  tone?: "info" | "success";
  /** A live status (announced when it appears), for a result rather than a standing offer. */
  live?: boolean;
  /** The callout's action button, under the text. */
  children?: ReactNode;
}

/** A titled notice in the page's flow: an offer (bind your inviter), an invitation, a result (stake done). */
export function Callout({ icon, title, text, tone = "info", live = false, children }: Props) {
  const titleId = useId();
  return (
    <section
      className={tone === "success" ? "callout success" : "callout"}
      aria-labelledby={titleId}
      role={live ? "status" : undefined}
    >
      <span className="callout-icon">
        <Icon name={icon} size="0.5rem" />
      </span>
      <div className="callout-text">
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
      </div>
      {children}
    </section>
  );
}
