/**
 * Issue 29: the organisation a campaign raises money for, as receipts name it. `shareIsContribution`: the
 * organisation says the team's share of each bag is a contribution (so receipts count it beside gifts).
 */
export type Beneficiary = { name: string; taxId: string | null; shareIsContribution: boolean };
