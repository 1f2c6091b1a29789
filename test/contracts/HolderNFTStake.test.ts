import { expect } from "chai";
import { loadFixture, time } from "@nomicfoundation/hardhat-network-helpers";
import { ethers } from "hardhat";
import { withTokens } from "./holderNftFixtures";

describe("HolderNFT", () => {
  describe("stake", () => {
    it("locks the caller's tokens and keeps them the caller's", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      const tx = nft.connect(alice).stake([1n, 4n]);
      await expect(tx).to.emit(nft, "Staked").withArgs(alice.address, 1n);
      await expect(tx).to.emit(nft, "Staked").withArgs(alice.address, 4n);
      const stakedAt = BigInt(await time.latest());
      expect(await nft.ownerOf(1n)).to.equal(alice.address);
      expect(await nft.balanceOf(alice.address)).to.equal(3n);
      expect(await nft.isStaked(1n)).to.equal(true);
      expect(await nft.isStaked(2n)).to.equal(false);
      expect(await nft.stakedAt(1n)).to.equal(stakedAt);
      expect(await nft.stakedAt(2n)).to.equal(0n);
      expect(await nft.stakedBalanceOf(alice.address)).to.equal(2n);
      expect(await nft.stakedOf(alice.address)).to.deep.equal([1n, 4n]);
    });

    it("clears an approval given before staking", async () => {
      const { nft, alice, bob } = await loadFixture(withTokens);
      await nft.connect(alice).approve(bob.address, 1n);
      expect(await nft.getApproved(1n)).to.equal(bob.address);
      await nft.connect(alice).stake([1n]);
      expect(await nft.getApproved(1n)).to.equal(ethers.ZeroAddress);
    });

    it("refuses an empty list", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      await expect(nft.connect(alice).stake([])).to.be.revertedWithCustomError(nft, "EmptyIds");
    });

    it("refuses more than MAX_IDS ids", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      const ids = Array.from({ length: 51 }, (_, i) => BigInt(i + 1));
      await expect(nft.connect(alice).stake(ids))
        .to.be.revertedWithCustomError(nft, "TooManyIds")
        .withArgs(50n);
    });

    it("refuses a stranger's stake of someone else's token", async () => {
      const { nft, stranger } = await loadFixture(withTokens);
      await expect(nft.connect(stranger).stake([1n]))
        .to.be.revertedWithCustomError(nft, "NotTokenOwner")
        .withArgs(1n);
    });

    it("refuses a token that does not exist", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      await expect(nft.connect(alice).stake([99n]))
        .to.be.revertedWithCustomError(nft, "ERC721NonexistentToken")
        .withArgs(99n);
    });

    it("refuses a token staked already, and a repeated id, and changes nothing", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      await nft.connect(alice).stake([1n]);
      await expect(nft.connect(alice).stake([2n, 1n]))
        .to.be.revertedWithCustomError(nft, "AlreadyStaked")
        .withArgs(1n);
      await expect(nft.connect(alice).stake([2n, 2n]))
        .to.be.revertedWithCustomError(nft, "AlreadyStaked")
        .withArgs(2n);
      expect(await nft.isStaked(2n)).to.equal(false);
      expect(await nft.stakedOf(alice.address)).to.deep.equal([1n]);
    });
  });

  describe("a staked token is locked", () => {
    it("cannot be transferred", async () => {
      const { nft, alice, bob } = await loadFixture(withTokens);
      await nft.connect(alice).stake([1n]);
      await expect(nft.connect(alice).transferFrom(alice.address, bob.address, 1n))
        .to.be.revertedWithCustomError(nft, "TokenLocked")
        .withArgs(1n);
      await expect(
        nft.connect(alice)["safeTransferFrom(address,address,uint256)"](alice.address, bob.address, 1n),
      )
        .to.be.revertedWithCustomError(nft, "TokenLocked")
        .withArgs(1n);
      expect(await nft.ownerOf(1n)).to.equal(alice.address);
    });

    it("cannot be moved by an operator", async () => {
      const { nft, alice, bob } = await loadFixture(withTokens);
      await nft.connect(alice).setApprovalForAll(bob.address, true);
      expect(await nft.isApprovedForAll(alice.address, bob.address)).to.equal(true);
      await nft.connect(alice).stake([2n]);
      await expect(nft.connect(bob).transferFrom(alice.address, bob.address, 2n))
        .to.be.revertedWithCustomError(nft, "TokenLocked")
        .withArgs(2n);
      // an unstaked token still moves
      await nft.connect(bob).transferFrom(alice.address, bob.address, 1n);
      expect(await nft.ownerOf(1n)).to.equal(bob.address);
    });

    it("cannot be approved", async () => {
      const { nft, alice, bob } = await loadFixture(withTokens);
      await nft.connect(alice).stake([1n]);
      await expect(nft.connect(alice).approve(bob.address, 1n))
        .to.be.revertedWithCustomError(nft, "TokenLocked")
        .withArgs(1n);
      // clearing the approval is allowed
      await expect(nft.connect(alice).approve(ethers.ZeroAddress, 1n))
        .to.emit(nft, "Approval")
        .withArgs(alice.address, ethers.ZeroAddress, 1n);
    });

    it("moves again once unstaked", async () => {
      const { nft, alice, bob } = await loadFixture(withTokens);
      await nft.connect(alice).stake([1n]);
      await nft.connect(alice).unstake([1n]);
      await nft.connect(alice).approve(bob.address, 1n);
      await expect(nft.connect(bob).transferFrom(alice.address, bob.address, 1n))
        .to.emit(nft, "Transfer")
        .withArgs(alice.address, bob.address, 1n);
      expect(await nft.tokenOfOwnerByIndex(bob.address, 1n)).to.equal(1n);
    });
  });

  describe("unstake", () => {
    it("unlocks the caller's tokens in any order", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      await nft.connect(alice).stake([1n, 2n, 4n]);
      await expect(nft.connect(alice).unstake([1n]))
        .to.emit(nft, "Unstaked")
        .withArgs(alice.address, 1n);
      expect(await nft.stakedOf(alice.address)).to.deep.equal([4n, 2n]);
      expect(await nft.isStaked(1n)).to.equal(false);
      expect(await nft.stakedAt(1n)).to.equal(0n);
      await nft.connect(alice).unstake([2n, 4n]);
      expect(await nft.stakedOf(alice.address)).to.deep.equal([]);
      expect(await nft.stakedBalanceOf(alice.address)).to.equal(0n);
      await nft.connect(alice).stake([2n]);
      expect(await nft.stakedOf(alice.address)).to.deep.equal([2n]);
    });

    it("refuses an empty list and too many ids", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      await expect(nft.connect(alice).unstake([])).to.be.revertedWithCustomError(nft, "EmptyIds");
      await expect(nft.connect(alice).unstake(Array.from({ length: 51 }, () => 1n)))
        .to.be.revertedWithCustomError(nft, "TooManyIds")
        .withArgs(50n);
    });

    it("refuses a stranger", async () => {
      const { nft, alice, stranger } = await loadFixture(withTokens);
      await nft.connect(alice).stake([1n]);
      await expect(nft.connect(stranger).unstake([1n]))
        .to.be.revertedWithCustomError(nft, "NotTokenOwner")
        .withArgs(1n);
      expect(await nft.isStaked(1n)).to.equal(true);
    });

    it("refuses a token that does not exist", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      await expect(nft.connect(alice).unstake([99n]))
        .to.be.revertedWithCustomError(nft, "ERC721NonexistentToken")
        .withArgs(99n);
    });

    it("refuses a token that is not staked", async () => {
      const { nft, alice } = await loadFixture(withTokens);
      await expect(nft.connect(alice).unstake([2n]))
        .to.be.revertedWithCustomError(nft, "NotStaked")
        .withArgs(2n);
    });
  });
});
