import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getStakeRecord, ownNftsQuery } from "../../api/nft";
import { keys } from "../../api/queryKeys";
import type { StakedNft } from "../../api/wire";
import { LoadState } from "../../components/LoadState";
import { Empty } from "../../components/Empty";
import { PullToRefreshList } from "../../components/PullToRefreshList";
import { RecordStakeButton } from "../../components/RecordStakeButton";
import { StatusBadge } from "../../components/StatusBadge";
import { Tabs } from "../../components/Tabs";
import { NftImage } from "../../components/NftImage";
import { NoWalletConnected, useNoWallet } from "./NoWalletConnected";

/** docs/product.md#constants: staked NFTs come 10 a page from page 1. */
export const STAKED_PAGE_SIZE = 10;

interface NftCardProps {
  tokenId: number;
  uri: string;
  staked?: boolean;
  /** false: staked on chain, not recorded by the backend yet. */
  recorded?: boolean;
}

function NftCard({ tokenId, uri, staked, recorded = true }: NftCardProps) {
  const { t } = useTranslation();
  return (
    <figure className="nft-card">
      <NftImage uri={uri} tokenId={tokenId} alt={t("panel.nftAlt", { id: tokenId })} />
      <figcaption>
        <span className="mono">#{tokenId}</span>
        {staked && <StatusBadge status={recorded ? "staked" : "notRecorded"} />}
      </figcaption>
      {staked && !recorded && <RecordStakeButton tokenId={tokenId} />}
    </figure>
  );
}

function AvailableNfts() {
  const { t } = useTranslation();
  const nfts = useQuery(ownNftsQuery);
  if (nfts.status !== "success") return <LoadState query={nfts} />;
  if (nfts.data.length === 0) return <Empty text={t("list.noData")} icon="image" />;
  return (
    <ul className="list-reset nft-grid" aria-label={t("panel.available")}>
      {nfts.data.map((nft) => (
        <li key={nft.tokenId}>
          <NftCard tokenId={nft.tokenId} uri={nft.uri} />
        </li>
      ))}
    </ul>
  );
}

function StakedNfts() {
  const { t } = useTranslation();
  return (
    <PullToRefreshList<StakedNft>
      label={t("panel.staked")}
      queryKey={keys.stakedNfts}
      fetchPage={getStakeRecord}
      pageSize={STAKED_PAGE_SIZE}
      itemKey={(nft) => nft.token_id}
      className="nft-grid"
      renderItem={(nft) => <NftCard tokenId={nft.token_id} uri={nft.uri} staked recorded={nft.recorded} />}
    />
  );
}

export function NftTab() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"available" | "staked">("available");
  const noWallet = useNoWallet();
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
      {noWallet ? <NoWalletConnected /> : tab === "available" ? <AvailableNfts /> : <StakedNfts />}
    </Tabs>
  );
}
