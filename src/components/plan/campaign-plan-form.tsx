'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useSaveCampaignPlan } from '@/hooks/api/pickup-options';
import {
  planFormSchema,
  planToFormValues,
  type PlanFormBody,
  type PlanFormValues,
} from '@/lib/forms/campaign-plan-form';
import { deadlineText } from '@/lib/plan/deadline';
import type { CampaignPlanJson } from '@/lib/plan/plan-types';
import { PlanFields } from './plan-fields';

/** The plan page's form: when orders close and how buyers pay, saved through the captain's plan call. */
export function CampaignPlanForm({ campaignId, initial }: { campaignId: number; initial: CampaignPlanJson }) {
  const save = useSaveCampaignPlan(campaignId);
  const form = useForm<PlanFormValues, unknown, PlanFormBody>({
    resolver: zodResolver(planFormSchema),
    mode: 'onBlur',
    defaultValues: planToFormValues(initial),
  });
  const saving = form.formState.isSubmitting || save.isPending;
  const saved = save.data?.plan ?? initial;
  const status = deadlineText(saved.orderDeadline);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await save.mutateAsync(body);
      form.reset(planToFormValues(result.plan));
    } catch {
      // The mutation showed the failure toast; the entries stay.
    }
  });

  return (
    <section aria-labelledby="plan-form-heading" className="grid gap-4">
      <div>
        <h2 id="plan-form-heading" className="text-xl font-semibold">
          Deadline and payment
        </h2>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {status ?? 'No order deadline: orders stay open while the campaign runs.'}
        </p>
      </div>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
          <PlanFields control={form.control} disabled={saving} />
          <div>
            <Button type="submit" size="lg" className="h-11 w-full sm:w-auto" disabled={saving}>
              {saving ? 'Saving...' : 'Save plan'}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
