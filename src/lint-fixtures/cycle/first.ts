// A lint fixture (scripts/checks/lintBoundaries.test.ts): an import cycle, which import-x/no-cycle must report. Never
// imported by the app; ignored by `npm run lint`.
import { second } from "./second";

export const first = (): string => `first ${second.name}`;
