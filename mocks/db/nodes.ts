/** A governance node tier and what is left of its supply (never below zero). */
export interface NodeTierRow {
  type: 1 | 2 | 3;
  price: string;
  total: number;
  surplus: number;
}

export interface NodeOrderRow {
  id?: number;
  userId: number;
  type: 1 | 2 | 3;
  price: string;
  created_at: number;
}
