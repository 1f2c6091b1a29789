import type { TFunction } from "i18next";
import { RELEASING_COIN_ID } from "../api/wire";

/**
 * A coin's name for pickers and rows; coin 3 shares HOLD's name, so it is marked "releasing"
 * (docs/product.md#what-it-does).
 */
export function coinLabel(t: TFunction, coinId: number, name: string): string {
  return coinId === RELEASING_COIN_ID ? t("records.releasingCoin", { name }) : name;
}
