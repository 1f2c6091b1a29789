import { Interface } from "ethers";
import { describe, expect, it } from "vitest";
import { deployedContracts } from "./deployedContracts";
import { HOLDER_NFT, HOLDER_NFT_APP_ABI } from "./holderNft";

describe("HolderNFT as the app calls it", () => {
  it("declares each function exactly as the compiled contract has it", () => {
    const compiled = new Interface(deployedContracts[56].HolderNFT.abi);
    const app = new Interface(HOLDER_NFT_APP_ABI);
    expect(app.fragments.length).toBe(HOLDER_NFT_APP_ABI.length);
    app.forEachFunction((fn) => {
      expect(compiled.getFunction(fn.name)?.format("full"), fn.name).toBe(fn.format("full"));
      expect(compiled.getFunction(fn.name)?.selector, fn.name).toBe(fn.selector);
    });
  });

  it("uses the Hardhat deployment outside production", () => {
    expect(HOLDER_NFT.address).toBe(deployedContracts[56].HolderNFT.address);
  });
});
