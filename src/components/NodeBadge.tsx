import { useTranslation } from "react-i18next";
import { Badge } from "./Badge";

/** docs/product.md#wallet-panel: a badge for node types 1, 2 and 3 (primary, intermediate, advanced), none else. */
export function NodeBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  if (type !== 1 && type !== 2 && type !== 3) return null;
  return <Badge tone="accent">{t(`node.type${type}`)}</Badge>;
}
