import { keccak256, toUtf8Bytes, Wallet } from "ethers";
import { expect, test } from "vitest";
import { PERSONA_KEYS } from "./personaKeys";

test("each persona's written-out address is the one its key signs for, and the key is the documented derivation", () => {
  for (const persona of PERSONA_KEYS) {
    expect(persona.privateKey).toBe(keccak256(toUtf8Bytes(`holder-demo-persona:${persona.id}`)));
    expect(new Wallet(persona.privateKey).address).toBe(persona.address);
  }
  expect(new Set(PERSONA_KEYS.map((p) => p.address)).size).toBe(3);
});
