import type { z } from 'zod';
import { addOrderNoteSchema } from '@/lib/validation/admin-order-detail';

/** The note form's own values (the order id comes from the page). */
export const orderNoteFormSchema = addOrderNoteSchema.pick({ body: true });
export type OrderNoteFormValues = z.input<typeof orderNoteFormSchema>;
