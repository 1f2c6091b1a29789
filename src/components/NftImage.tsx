import { useState } from "react";
import { IPFS_GATEWAY } from "../config";
import { Icon } from "./Icon";
import "./NftImage.css";

/** An NFT's IPFS content path ("ipfs/Qm…", "/ipfs/Qm…" or "ipfs://Qm…") on the configured gateway. */
export function ipfsUrl(uri: string): string {
  if (/^https?:\/\//i.test(uri)) return uri;
  const path = uri.replace(/^ipfs:\/\//i, "ipfs/").replace(/^\/+/, "");
  return `${IPFS_GATEWAY.replace(/\/+$/, "")}/${path}`;
}

/** The NFT's picture; a drawn placeholder with the same name when the gateway cannot deliver it. */
export function NftImage({ uri, alt, tokenId }: { uri: string; alt: string; tokenId: number }) {
  const [failed, setFailed] = useState(!uri);
  if (failed) {
    return (
      <div
        className="nft-image nft-fallback"
        role="img"
        aria-label={alt}
        style={{ "--hue": (tokenId * 47) % 360 } as React.CSSProperties}
      >
        <Icon name="image" size="0.8rem" />
      </div>
    );
  }
  return (
    <img
      className="nft-image"
      src={ipfsUrl(uri)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
