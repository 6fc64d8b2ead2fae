/** A campaign's meetup mode, as the admin and as its captain open it (issue 25). */
export const adminMeetupPath = (campaignId: number) => `/admin/campaigns/${campaignId}/meetup`;
export const captainMeetupPath = (campaignId: number) => `/captain/campaigns/${campaignId}/meetup`;

/** Whether a path is a meetup mode page: the only pages allowed the camera (the QR scanner). */
export const isMeetupPath = (pathname: string) => /^\/(?:admin|captain)\/campaigns\/[^/]+\/meetup\/?$/.test(pathname);
