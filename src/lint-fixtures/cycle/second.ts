// The other half of the cycle fixture.
import { first } from "./first";

export const second = { name: "second", first };
