import { z } from 'zod';
import { multilineText, text } from './common';

// POST /_api/contact and the contact form
export const sendContactMessageSchema = z.strictObject({
  name: text({ error: 'Name must be at least 2 characters.' })
    .trim()
    .min(2, 'Name must be at least 2 characters.')
    .max(100, 'Name must be at most 100 characters.'),
  email: text({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  subject: text({ error: 'Subject must be at least 3 characters.' })
    .trim()
    .min(3, 'Subject must be at least 3 characters.')
    .max(150, 'Subject must be at most 150 characters.'),
  message: multilineText({ error: 'Message must be at least 10 characters.' })
    .trim()
    .min(10, 'Message must be at least 10 characters.')
    .max(5000, 'Message must be at most 5000 characters.'),
});

export type SendContactMessageInput = z.infer<typeof sendContactMessageSchema>;
