'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { useAddChild } from '@/hooks/api/family';
import { addChildSchema, type AddChildInput } from '@/lib/validation/family';

const NO_CAMPAIGN = 'none';

/** Adds a child's profile: names, and a campaign the family already belongs to (or none yet). */
export function AddChildForm({ campaigns }: { campaigns: Array<{ id: number; name: string }> }) {
  const add = useAddChild();
  const router = useRouter();
  const form = useForm<AddChildInput, unknown, z.output<typeof addChildSchema>>({
    resolver: zodResolver(addChildSchema),
    defaultValues: { firstName: '', lastName: '', publicName: '', campaignId: campaigns[0]?.id },
  });
  const onSubmit = useToastSubmit(form, 'Child added.', async (body) => {
    await add.mutateAsync(body);
    form.reset({ firstName: '', lastName: '', publicName: '', campaignId: campaigns[0]?.id });
    router.refresh();
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="firstName" label="Child's first name" required autoComplete="off" />
        <TextField
          control={form.control}
          name="lastName"
          label="Last name (optional)"
          hint="Never shown publicly: only its initial."
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="publicName"
          label="Public name (optional)"
          hint="A nickname shown on their page instead of first name and last initial."
          autoComplete="off"
        />
        <SelectField
          control={form.control}
          name="campaignId"
          label="Campaign"
          options={[
            ...campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
            { value: NO_CAMPAIGN, label: 'Not yet' },
          ]}
          parse={(value) => (value === NO_CAMPAIGN ? undefined : Number(value))}
          format={(value) => (value === undefined || value === null ? NO_CAMPAIGN : String(value))}
          hint="A campaign your family already takes part in."
        />
        <div className="sm:col-span-2">
          <SubmitButton pendingLabel="Adding...">Add child</SubmitButton>
        </div>
      </form>
    </Form>
  );
}
