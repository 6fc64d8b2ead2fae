/** A campaign's booth mode (issue 29), as the admin and as its captain open it. */
export const adminBoothPath = (campaignId: number) => `/admin/campaigns/${campaignId}/booth`;
export const captainBoothPath = (campaignId: number) => `/captain/campaigns/${campaignId}/booth`;
