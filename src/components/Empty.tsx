import { Icon, type IconName } from "./Icon";
import "./Empty.css";

/** A placeholder for an empty list or a state with nothing to show. */
export function Empty({ text, icon = "inbox" }: { text: string; icon?: IconName }) {
  return (
    <div className="empty-state">
      <span className="empty-icon">
        <Icon name={icon} size="0.9rem" />
      </span>
      <p>{text}</p>
    </div>
  );
}
