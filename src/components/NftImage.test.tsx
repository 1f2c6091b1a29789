import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NftImage } from "./NftImage";

describe("NftImage", () => {
  it.each(["ipfs/QmArt7", "/ipfs/QmArt7", "ipfs://QmArt7"])(
    "shows the picture of %s from the gateway, named",
    (uri) => {
      render(<NftImage uri={uri} alt="NFT #7" tokenId={7} />);
      const picture = screen.getByRole("img", { name: "NFT #7" });
      expect(picture).toHaveAttribute("src", expect.stringMatching(/(^|[^/])\/ipfs\/QmArt7$/));
    },
  );

  it("keeps an address that is already a web address", () => {
    render(<NftImage uri="https://cdn.example/7.png" alt="NFT #7" tokenId={7} />);
    expect(screen.getByRole("img", { name: "NFT #7" })).toHaveAttribute("src", "https://cdn.example/7.png");
  });

  it("puts a placeholder with the same name in place of a picture that fails to load", () => {
    render(<NftImage uri="ipfs/QmGone" alt="NFT #8" tokenId={8} />);
    // happy-dom loads no images: the browser's error event is sent by hand.
    fireEvent.error(screen.getByRole("img", { name: "NFT #8" }));
    const placeholder = screen.getByRole("img", { name: "NFT #8" });
    expect(placeholder).not.toHaveAttribute("src");
  });

  it("shows the placeholder at once when the NFT has no picture", () => {
    render(<NftImage uri="" alt="NFT #9" tokenId={9} />);
    expect(screen.getByRole("img", { name: "NFT #9" })).not.toHaveAttribute("src");
  });
});
