import { mailOutboxQuerySchema, retryMailSchema } from '@/lib/validation/admin-mail-outbox';
import { endpoint, jsonOf } from './endpoint';

/** One e-mail that could not be sent after every attempt. Its recipient is shown: staff see orders' e-mails anyway. */
export type FailedMail = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  /** ISO date-time. */
  createdAt: string;
};

export type MailOutboxSummary = {
  counts: { pending: number; sent: number; failed: number };
  failed: FailedMail[];
  page: number;
  pageSize: number;
};

/** The mail outbox as staff see it, and their retry. */
export const adminMailOutboxEndpoints = {
  /** Counts by status and a page of the e-mails that failed to send. */
  summary: endpoint({
    method: 'GET',
    path: '/_api/admin/mail-outbox',
    access: ['admin'],
    query: mailOutboxQuerySchema,
    response: jsonOf<MailOutboxSummary>(),
  }),
  /** Sends failed e-mails again: the listed ones, or all of them without `ids`. */
  retry: endpoint({
    method: 'POST',
    path: '/_api/admin/mail-outbox/retry',
    access: ['admin'],
    body: retryMailSchema,
    response: jsonOf<{ retried: number; message: string }>(),
  }),
};
