/** A campaign's meetup mode, as the admin and as its captain open it (issue 25). */
export const adminMeetupPath = (campaignId: number) => `/admin/campaigns/${campaignId}/meetup`;
export const captainMeetupPath = (campaignId: number) => `/captain/campaigns/${campaignId}/meetup`;
