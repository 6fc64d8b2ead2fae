'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { useGiveConsent } from '@/hooks/api/family';
import type { FamilyChild } from '@/lib/contracts/family';
import { formatDateTime } from '@/lib/format';
import { giveConsentSchema, type GiveConsentInput } from '@/lib/validation/family';

const CHOICES = [
  {
    name: 'publicPage',
    label: 'Public fundraiser page',
    description:
      'Anyone with the link can see their page (first name and last initial, or their public name; never a last name) and buy through it; it is listed on the campaign leaderboard but kept out of search engines.',
  },
  {
    name: 'photo',
    label: 'Photo',
    description: 'Their photo is shown on their page, the leaderboard and share cards. Without it they show initials.',
  },
] as const;

/** A guardian's consent for one child: each save is recorded (who, when, what); the newest one is in force. */
export function ConsentForm({ child }: { child: FamilyChild }) {
  const give = useGiveConsent();
  const router = useRouter();
  const form = useForm<GiveConsentInput, unknown, z.output<typeof giveConsentSchema>>({
    resolver: zodResolver(giveConsentSchema),
    values: { childId: child.id, publicPage: child.consent?.publicPage ?? false, photo: child.consent?.photo ?? false },
  });
  const onSubmit = useToastSubmit(form, 'Consent recorded.', async (body) => {
    await give.mutateAsync(body);
    router.refresh();
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <fieldset className="space-y-3">
          <legend className="font-medium">Consent for {child.firstName}</legend>
          {CHOICES.map((choice) => (
            <FormField
              key={choice.name}
              control={form.control}
              name={choice.name}
              render={({ field }) => (
                <FormItem hasDescription className="flex items-start gap-3 space-y-0 rounded-lg border p-3">
                  <FormControl>
                    <Checkbox
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      className="mt-0.5"
                    />
                  </FormControl>
                  <div>
                    <FormLabel>{choice.label}</FormLabel>
                    <FormDescription className="mt-1 text-sm">{choice.description}</FormDescription>
                  </div>
                </FormItem>
              )}
            />
          ))}
        </fieldset>
        <p className="text-sm text-muted-foreground">
          {child.consent
            ? `Last recorded by ${child.consent.by} on ${formatDateTime(child.consent.at)}.`
            : 'No consent recorded yet: the page is private.'}
        </p>
        <SubmitButton pendingLabel="Saving...">Save consent</SubmitButton>
      </form>
    </Form>
  );
}
