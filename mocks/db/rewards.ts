export interface CheckinRow {
  userId: number;
  /** UTC day number (days since 1970-01-01). */
  day: number;
  streak: number;
  reward: string;
  created_at: number;
}

export type RewardKind = "invite" | "team" | "same_level" | "new_performance";

/** A referral earning paid to `userId` because of something `fromUserId` did. */
export interface RewardRow {
  id?: number;
  userId: number;
  fromUserId: number;
  kind: RewardKind;
  coinId: number;
  amount: string;
  ref: string;
  created_at: number;
}
