import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getOwnNfts, getStakeRecord } from "../../api/nft";
import type { OwnedNft, StakedNft } from "../../api/wire";
import { Empty } from "../../components/Empty";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { RecordStakeButton } from "../../components/RecordStakeButton";
import { Spinner } from "../../components/Spinner";
import { Tabs } from "../../components/Tabs";
import { NftImage } from "../../components/NftImage";

/** docs/product.md#constants: staked NFTs come 10 a page from page 1. */
export const STAKED_PAGE_SIZE = 10;

interface NftCardProps {
  tokenId: number;
  uri: string;
  staked?: boolean;
  /** false: staked on chain, not recorded by the backend yet; `onRecorded` runs once it is. */
  recorded?: boolean;
  onRecorded?: () => void;
}

function NftCard({ tokenId, uri, staked, recorded = true, onRecorded }: NftCardProps) {
  const { t } = useTranslation();
  return (
    <figure className="nft-card">
      <NftImage uri={uri} tokenId={tokenId} alt={t("panel.nftAlt", { id: tokenId })} />
      <figcaption>
        <span className="mono">#{tokenId}</span>
        {staked && (
          <span className={recorded ? "nft-state" : "nft-state unrecorded"}>
            {recorded ? t("panel.staked") : t("panel.notRecorded")}
          </span>
        )}
      </figcaption>
      {staked && !recorded && onRecorded && <RecordStakeButton tokenId={tokenId} onRecorded={onRecorded} />}
    </figure>
  );
}

function AvailableNfts() {
  const { t } = useTranslation();
  const [state, setState] = useState<{ list: OwnedNft[]; status: "loading" | "done" | "failed" }>({
    list: [],
    status: "loading",
  });
  useEffect(() => {
    let live = true;
    getOwnNfts().then(
      (list) => live && setState({ list, status: "done" }),
      () => live && setState({ list: [], status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.status === "loading")
    return (
      <p className="ptr-hint center">
        <Spinner />
        {t("list.loading")}
      </p>
    );
  if (state.list.length === 0) return <Empty text={t("list.noData")} icon="image" />;
  return (
    <ul className="list-reset nft-grid" aria-label={t("panel.available")}>
      {state.list.map((nft) => (
        <li key={nft.tokenId}>
          <NftCard tokenId={nft.tokenId} uri={nft.uri} />
        </li>
      ))}
    </ul>
  );
}

function StakedNfts() {
  const { t } = useTranslation();
  // A stake just recorded reloads the list from page 1.
  const [version, setVersion] = useState(0);
  const load = useCallback(
    (page: number, count: number) => getStakeRecord({ page, count }).then((r) => r.list),
    [],
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <PullToRefreshList<StakedNft>
      key={version}
      label={t("panel.staked")}
      load={load}
      pageSize={STAKED_PAGE_SIZE}
      itemKey={(nft) => nft.token_id}
      className="nft-grid"
      renderItem={(nft) => (
        <NftCard tokenId={nft.token_id} uri={nft.uri} staked recorded={nft.recorded} onRecorded={reload} />
      )}
    />
  );
}

export function NftTab() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"available" | "staked">("available");
  return (
    <Tabs
      label={t("panel.nftTabs")}
      variant="pill"
      value={tab}
      onChange={setTab}
      tabs={[
        { key: "available", label: t("panel.available") },
        { key: "staked", label: t("panel.staked") },
      ]}
    >
      {tab === "available" ? <AvailableNfts /> : <StakedNfts />}
    </Tabs>
  );
}
