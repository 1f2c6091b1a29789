import { useId } from "react";
import { Icon } from "./Icon";
import "./Tips.css";

interface TipsProps {
  title: string;
  /** Already translated lines. */
  items: string[];
  /** Warnings rather than hints (the recharge rules of docs/product.md#validation-messages). */
  warn?: boolean;
  /** Lets a field point at the list with aria-describedby. */
  listId?: string;
}

/** A titled, numbered list of tips under a form or sheet. */
export function Tips({ title, items, warn, listId }: TipsProps) {
  const titleId = useId();
  return (
    <section className={warn ? "tips warn" : "tips"} aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Icon name="info" />
        {title}
      </h3>
      <ol id={listId}>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </section>
  );
}
