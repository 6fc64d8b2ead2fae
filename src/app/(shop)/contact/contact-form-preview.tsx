import { PreviewField } from '@/components/forms/preview-field';
import { Button } from '@/components/ui/button';

/** The contact form as plain markup until its live version loads (LiveContactForm draws the same fields). */
export function ContactFormPreview() {
  return (
    <form noValidate className="space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <PreviewField name="name" label="Name" autoComplete="name" />
        <PreviewField name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <PreviewField name="subject" label="Subject" />
      <PreviewField name="message" label="Message" multiline rows={6} />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Send Message
      </Button>
    </form>
  );
}
