import { z } from 'zod';
import { inviteMembersSchema } from '@/lib/validation/invites';

// The invite dialog: the same invitee rules (the campaign comes from the selector).
export const inviteMembersFormSchema = z.object({ invites: inviteMembersSchema.shape.invites });
export type InviteMembersFormValues = z.input<typeof inviteMembersFormSchema>;
