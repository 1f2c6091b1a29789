import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { RELEASING_COIN_ID, type CoinBalance } from "../../api/wire";
import { Badge } from "../../components/Badge";
import { Empty } from "../../components/Empty";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { closeSheet } from "../../state/ui";
import { formatDecimal } from "../../lib/money/format";
import { useCoins } from "../../api/useCoins";
import { NoWalletConnected, useNoWallet } from "./NoWalletConnected";
import "./TokenList.css";

const HUES: Record<string, number> = { USDT: 160, BNB: 45 };

function hue(name: string): number {
  if (HUES[name.toUpperCase()] !== undefined) return HUES[name.toUpperCase()]!;
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function CoinMark({ name }: { name: string }) {
  return (
    <span className="coin-mark" aria-hidden="true" style={{ "--hue": hue(name) } as React.CSSProperties}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The token tab of docs/product.md#wallet-panel: name, price to 3 decimals, amount to 4; coin 3 "releasing", with what
 * that means; a click opens its bill.
 */
export function TokenList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useCoins();
  const coins = query.data ?? [];
  const noWallet = useNoWallet();

  const open = (coin: CoinBalance) => {
    closeSheet();
    void navigate({ to: "/billLogs", search: { coin_id: coin.coin_id } });
  };

  if (noWallet) return <NoWalletConnected />;
  if (coins.length === 0) {
    if (query.isPending)
      return (
        <p className="ptr-hint center">
          <Spinner />
          {t("list.loading")}
        </p>
      );
    return <Empty text={t("list.noData")} />;
  }
  return (
    <ul className="list-reset coin-list" aria-label={t("panel.tokenTab")}>
      {coins.map((coin) => (
        <li key={coin.coin_id}>
          <button type="button" className="coin-row" onClick={() => open(coin)}>
            <CoinMark name={coin.coin_name} />
            <span className="coin-main">
              <span className="coin-name">
                {coin.coin_name}
                {coin.coin_id === RELEASING_COIN_ID && <Badge tone="info">{t("panel.releasing")}</Badge>}
              </span>
              <span className="coin-price">
                {t("panel.price", { price: formatDecimal(coin.price, 3, i18n.language) })}
              </span>
              {/* "Releasing" alone explains nothing: say what this balance holds and what it is for (decision 0044). */}
              {coin.coin_id === RELEASING_COIN_ID && (
                <span className="coin-hint">{t("panel.releasingHint")}</span>
              )}
            </span>
            <span className="coin-amount mono">{formatDecimal(coin.money, 4, i18n.language)}</span>
            <Icon name="chevron" className="chevron" />
          </button>
        </li>
      ))}
    </ul>
  );
}
