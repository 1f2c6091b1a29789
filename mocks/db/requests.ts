/** A submit remembered by its client request id, so a repeat is answered the same and executed once. */
export interface RequestRow {
  key: string;
  response: string;
  created_at: number;
}
