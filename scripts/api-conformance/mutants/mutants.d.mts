/** One text replacement in a source file of the reference server, applied as the mutant is built. */
export interface Edit {
  file: string;
  find: string;
  replace: string;
}

/** The reference server with one planted defect, and the rule written to catch it. */
export interface Mutant {
  id: string;
  area: string;
  rule: string;
  defect: string;
  edits: Edit[];
}

export const mutants: Mutant[];
