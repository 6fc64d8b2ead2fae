/**
 * The paper entry screen (issue 29), as the admin and a campaign's captain open it, and as a seller or their
 * guardian opens it for their own seller (any signed-in person: the page finds only the sellers they may enter).
 */
export const adminPaperPath = (campaignId: number) => `/admin/campaigns/${campaignId}/paper`;
export const captainPaperPath = (campaignId: number) => `/captain/campaigns/${campaignId}/paper`;
export const familyPaperPath = (campaignId: number) => `/family/paper-orders/${campaignId}`;
