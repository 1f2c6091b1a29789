/** scripts/build/genApiTypes.mjs, as the staleness test uses it. */
export const DOCUMENT: string;
export const OUTPUT: string;
export function generateApiTypes(): Promise<string>;
