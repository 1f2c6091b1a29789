import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { ethers } from "hardhat";
import { URI, deployHolderNFT, withTokens } from "./holderNftFixtures";

describe("HolderNFT", () => {
  describe("deployment", () => {
    it("names the collection and grants the roles", async () => {
      const { nft, admin, minter, alice } = await loadFixture(deployHolderNFT);
      expect(await nft.name()).to.equal("Holder NFT");
      expect(await nft.symbol()).to.equal("HOLDER");
      expect(await nft.totalSupply()).to.equal(0n);
      expect(await nft.MAX_IDS()).to.equal(50n);
      const minterRole = await nft.MINTER_ROLE();
      expect(minterRole).to.equal(ethers.id("MINTER_ROLE"));
      expect(await nft.hasRole(await nft.DEFAULT_ADMIN_ROLE(), admin.address)).to.equal(true);
      expect(await nft.hasRole(minterRole, admin.address)).to.equal(true);
      expect(await nft.hasRole(minterRole, minter.address)).to.equal(true);
      expect(await nft.hasRole(minterRole, alice.address)).to.equal(false);
    });

    it("runs on chain id 56", async () => {
      expect((await ethers.provider.getNetwork()).chainId).to.equal(56n);
    });

    it("supports ERC-165, ERC-721, ERC-721 Enumerable, Metadata and AccessControl", async () => {
      const { nft } = await loadFixture(deployHolderNFT);
      for (const id of ["0x01ffc9a7", "0x80ac58cd", "0x780e9d63", "0x5b5e139f", "0x7965db0b"]) {
        expect(await nft.supportsInterface(id), id).to.equal(true);
      }
      expect(await nft.supportsInterface("0xffffffff")).to.equal(false);
    });
  });

  describe("mint", () => {
    it("mints ids from 1 with their content path", async () => {
      const { nft, minter, alice, bob } = await loadFixture(deployHolderNFT);
      expect(await nft.connect(minter).mint.staticCall(alice.address, URI)).to.equal(1n);
      await expect(nft.connect(minter).mint(alice.address, URI))
        .to.emit(nft, "Transfer")
        .withArgs(ethers.ZeroAddress, alice.address, 1n);
      await nft.connect(minter).mint(bob.address, `${URI}/2`);
      expect(await nft.ownerOf(1n)).to.equal(alice.address);
      expect(await nft.ownerOf(2n)).to.equal(bob.address);
      expect(await nft.tokenURI(1n)).to.equal(URI);
      expect(await nft.tokenURI(2n)).to.equal(`${URI}/2`);
      expect(await nft.totalSupply()).to.equal(2n);
      expect(await nft.tokenByIndex(1n)).to.equal(2n);
      expect(await nft.tokenOfOwnerByIndex(bob.address, 0n)).to.equal(2n);
    });

    it("lets the admin mint too", async () => {
      const { nft, admin, alice } = await loadFixture(deployHolderNFT);
      await nft.connect(admin).mint(alice.address, URI);
      expect(await nft.balanceOf(alice.address)).to.equal(1n);
    });

    it("refuses a caller without MINTER_ROLE", async () => {
      const { nft, alice } = await loadFixture(deployHolderNFT);
      await expect(nft.connect(alice).mint(alice.address, URI))
        .to.be.revertedWithCustomError(nft, "AccessControlUnauthorizedAccount")
        .withArgs(alice.address, await nft.MINTER_ROLE());
    });

    it("refuses an empty content path", async () => {
      const { nft, minter, alice } = await loadFixture(deployHolderNFT);
      await expect(nft.connect(minter).mint(alice.address, "")).to.be.revertedWithCustomError(
        nft,
        "EmptyURI",
      );
    });

    it("refuses the zero address", async () => {
      const { nft, minter } = await loadFixture(deployHolderNFT);
      await expect(nft.connect(minter).mint(ethers.ZeroAddress, URI))
        .to.be.revertedWithCustomError(nft, "ERC721InvalidReceiver")
        .withArgs(ethers.ZeroAddress);
    });

    it("stops minting once the role is revoked", async () => {
      const { nft, admin, minter, alice } = await loadFixture(deployHolderNFT);
      await nft.connect(admin).revokeRole(await nft.MINTER_ROLE(), minter.address);
      await expect(nft.connect(minter).mint(alice.address, URI)).to.be.revertedWithCustomError(
        nft,
        "AccessControlUnauthorizedAccount",
      );
    });
  });

  describe("tokenURI", () => {
    it("refuses a token that does not exist", async () => {
      const { nft } = await loadFixture(withTokens);
      await expect(nft.tokenURI(99n))
        .to.be.revertedWithCustomError(nft, "ERC721NonexistentToken")
        .withArgs(99n);
    });
  });
});
