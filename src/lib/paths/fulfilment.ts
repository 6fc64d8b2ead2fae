/** A campaign's fulfilment sheet page, as the admin and as its captain open it. */
export const adminFulfilmentPath = (campaignId: number) => `/admin/campaigns/${campaignId}/fulfilment`;
export const captainFulfilmentPath = (campaignId: number) => `/captain/campaigns/${campaignId}/fulfilment`;
