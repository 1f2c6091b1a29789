import { useTranslation } from "react-i18next";
import { getMintRecords } from "../../api/mint";
import type { MintRecord } from "../../api/wire";
import { NftImage } from "../../components/NftImage";
import { RecordsPage } from "../../components/RecordsPage";
import { keys } from "../../api/queryKeys";
import { refreshWhilePending } from "../../api/refreshWhilePending";
import { StatusBadge } from "../../components/StatusBadge";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ListRow } from "../../components/ListRow";
import "../../components/HoldingsPage.css";

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
        <StatusBadge key="state" status={mint.status} />,
      ]}
    />
  );
}

/** While one is being confirmed the list asks again (the backend settles pending mints on reads). */
const refreshEvery = refreshWhilePending((m: MintRecord) => m.status === "pending");

/** /mintLogs: the user's mints, newest first; while one is being confirmed the list refreshes itself. */
export default function MintLogsPage() {
  return (
    <RecordsPage<MintRecord>
      titleKey="routes.mintLogs"
      area="holdings"
      queryKey={keys.mintRecords}
      fetchPage={getMintRecords}
      refreshEvery={refreshEvery}
      itemKey={(m) => m.id}
      renderItem={(m) => <MintRow mint={m} />}
    />
  );
}
