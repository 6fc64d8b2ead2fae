'use client';

import { DeferredForm } from '@/components/forms/deferred-form';
import { ContactFormPreview } from './contact-form-preview';

const loadLiveForm = () => import('./contact-form-live').then((module) => module.LiveContactForm);

/** The contact form: on screen at once, its code loads when the visitor reaches for it (DeferredForm). */
export function ContactForm() {
  return <DeferredForm preview={<ContactFormPreview />} load={loadLiveForm} props={{}} />;
}
