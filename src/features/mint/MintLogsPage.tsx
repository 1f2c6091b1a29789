import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { getMintRecords } from "../../api/mint";
import type { MintRecord } from "../../api/wire";
import { NftImage } from "../../components/NftImage";
import { PageHeader } from "../../components/PageHeader";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { cursorLoader } from "../../api/cursorLoader";
import { MintState } from "./MintState";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ListRow } from "../../components/ListRow";
import "../../components/HoldingsPage.css";

/** How often the list asks again while a mint is being confirmed on chain. */
const PENDING_REFRESH_MS = 4_000;

function MintRow({ mint }: { mint: MintRecord }) {
  const { t } = useTranslation();
  const minted = mint.status === "minted";
  return (
    <ListRow
      lead={
        <span className="record-thumb">
          <NftImage uri={mint.uri} tokenId={mint.token_id} alt={t("panel.nftAlt", { id: mint.token_id })} />
        </span>
      }
      title={minted ? `#${mint.token_id}` : t("mintPage.noTokenYet")}
      mono
      lines={[
        mint.kind === "upload" ? t("mintPage.kindUpload") : t("mintPage.kindMint"),
        <DateTime key="time" ms={mint.created_at} />,
      ]}
      side={[
        <Amount
          key="amount"
          className="record-amount"
          value={`-${mint.price}`}
          coin={mint.coin_name}
          signed
        />,
        <MintState key="state" status={mint.status} />,
      ]}
    />
  );
}

/** /mintLogs: the user's mints, newest first; while one is being confirmed the list refreshes itself. */
export default function MintLogsPage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [pending, setPending] = useState(false);
  const load = useMemo(() => {
    const next = cursorLoader(getMintRecords);
    return async (page: number, count: number) => {
      const list = await next(page, count);
      if (list.some((m) => m.status === "pending")) setPending(true);
      return list;
    };
  }, []);

  // A new version remounts the list, which asks for page 1 again (the backend settles pending mints on reads).
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(false);
      setVersion((v) => v + 1);
    }, PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.mintLogs" />
      <PullToRefreshList<MintRecord>
        key={version}
        label={t("routes.mintLogs")}
        load={load}
        itemKey={(m) => m.id}
        className="record-list"
        renderItem={(m) => <MintRow mint={m} />}
      />
    </section>
  );
}
