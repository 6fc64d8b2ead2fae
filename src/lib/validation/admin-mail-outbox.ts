import { z } from 'zod';
import { positiveId, text } from './common';

/* The mail outbox as staff see it (GET /_api/admin/mail-outbox) and their retry (POST /_api/admin/mail-outbox/retry). */

export const MAIL_OUTBOX_PAGE_SIZE = 10;
export const MAIL_OUTBOX_PAGE_INVALID = 'page must be a positive integer.';
export const MAIL_RETRY_IDS_INVALID = 'ids must be a list of 1 to 100 e-mail ids.';

// GET /_api/admin/mail-outbox?page= (unknown query parameters are ignored, like every GET)
export const mailOutboxQuerySchema = z.object({
  page: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      text({ error: MAIL_OUTBOX_PAGE_INVALID })
        .trim()
        .regex(/^\d{1,9}$/, MAIL_OUTBOX_PAGE_INVALID)
        .transform(Number)
        .pipe(z.number().int().min(1, MAIL_OUTBOX_PAGE_INVALID))
        .optional(),
    )
    .transform((page) => page ?? 1),
});

// POST /_api/admin/mail-outbox/retry: the listed failed e-mails, or every failed one without `ids`.
export const retryMailSchema = z.strictObject({
  ids: z
    .array(positiveId(MAIL_RETRY_IDS_INVALID), { error: MAIL_RETRY_IDS_INVALID })
    .min(1, MAIL_RETRY_IDS_INVALID)
    .max(100, MAIL_RETRY_IDS_INVALID)
    .optional(),
});
export type RetryMailInput = z.output<typeof retryMailSchema>;
