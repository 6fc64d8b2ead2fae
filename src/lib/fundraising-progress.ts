/** Progress towards a goal, capped at 100 % (spec section 9); 0 without a goal. */
export function progressPercent(raisedCents: number, goalCents: number | null | undefined): number {
  if (!goalCents || goalCents <= 0) return 0;
  return Math.min(100, Math.floor((raisedCents * 100) / goalCents));
}
