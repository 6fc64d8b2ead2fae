import 'server-only';
import { getEnv } from '@/env';
import { site } from '@/lib/site';

/*
 * The one mail module: every feature builds its message with a template here and sends it with sendMail.
 * SMTP_URL set → real SMTP; unset → .eml files under DATA_DIR/mail/.
 */
export { sendMail, warmUpMail, type OutgoingMail, type SentMail } from './transport';
export { escapeHtml, type MailContent } from './layout';
export { passwordResetEmail, type PasswordResetEmailInput } from './templates/password-reset';
export { teamInviteEmail, type TeamInviteEmailInput } from './templates/team-invite';
export { orderConfirmationEmail, type OrderConfirmationEmailInput } from './templates/order-confirmation';
export { orderNotificationEmail, type OrderNotificationEmailInput } from './templates/order-notification';
export { contactNotificationEmail, type ContactNotificationEmailInput } from './templates/contact-notification';
export { accountCreatedEmail, type AccountCreatedEmailInput } from './templates/account-created';
export type { OrderMailItem } from './templates/shared';
export { fundraisingMilestoneEmail, type FundraisingMilestoneEmailInput } from './templates/fundraising-milestone';
export { inviteReminderEmail, type InviteReminderEmailInput } from './templates/invite-reminder';
export { shareKitNudgeEmail, type ShareKit, type ShareKitNudgeEmailInput } from './templates/share-kit-nudge';
export { weeklySummaryEmail, type WeeklySummaryEmailInput, type WeeklySummaryMember } from './templates/weekly-summary';

/** Where mail for the shop goes (new orders, contact messages): ORDER_NOTIFY_EMAIL, else the admin, else the site address. */
export function shopInbox(): string {
  const env = getEnv();
  return env.ORDER_NOTIFY_EMAIL ?? env.ADMIN_EMAIL ?? site.email;
}
