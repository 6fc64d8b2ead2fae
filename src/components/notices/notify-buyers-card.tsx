'use client';

import { BellRing, HandCoins } from 'lucide-react';
import { useRouter } from 'next/navigation';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AlertDialogPrompt } from '@/components/ui/dialog-shell';
import { useNotifyBuyers, type NotifyRequest } from '@/hooks/api/campaign-notices';
import type { FulfilmentScope } from '@/lib/contracts/campaign-fulfilment';
import { formatDateTime } from '@/lib/format';
import { pickupWindowText } from '@/lib/plan/pickup-text';
import type { ManagedPickupOption } from '@/lib/plan/plan-types';

type Props = {
  scope: FulfilmentScope;
  campaignId: number;
  /** The campaign's pickup options (listManagedPickupOptions), earliest first. */
  options: ManagedPickupOption[];
};

const SKIPPED_NOTE = 'Buyers already told are skipped.';

/**
 * Above the fulfilment sheet (not printed): per pickup option "Tell buyers it's ready", and a campaign-wide "Send
 * payment reminders". Each asks first; how many will be written to is only known once sent, so the toast says it.
 */
export function NotifyBuyersCard({ scope, campaignId, options }: Props) {
  const router = useRouter();
  // The options' "told ready" times come from the page's server render: refresh it after a send.
  const notify = useNotifyBuyers(scope, campaignId, () => router.refresh());
  const send = (request: NotifyRequest) => notify.mutate(request);

  return (
    <section aria-labelledby="notify-buyers-title" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 lg:px-8 print:hidden">
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle id="notify-buyers-title" className="text-lg">
            Tell buyers
          </CardTitle>
          <CardDescription>
            E-mail this campaign&apos;s buyers with what they owe, how to pay, where to pick up and their order page.
          </CardDescription>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          <ul className="divide-y">
            {options.length === 0 ? (
              <NoticeRow
                title="All orders"
                detail="This campaign has no pickup options: every order that is not handed out."
                label="Tell buyers it's ready"
                confirmTitle="Tell buyers their order is ready?"
                confirmText={`Every buyer whose order is not handed out gets a "ready for pickup" e-mail. ${SKIPPED_NOTE}`}
                pending={notify.isPending}
                onConfirm={() => send({ kind: 'ready' })}
                icon="ready"
              />
            ) : (
              options.map((option) => (
                <NoticeRow
                  key={option.id}
                  title={option.name}
                  detail={optionDetail(option)}
                  label="Tell buyers it's ready"
                  accessibleLabel={`Tell buyers it's ready: ${option.name}`}
                  confirmTitle={`Tell ${option.name} buyers their order is ready?`}
                  confirmText={`Buyers who chose ${option.name} and whose order is not handed out get a "ready for pickup" e-mail. ${SKIPPED_NOTE}`}
                  pending={notify.isPending}
                  onConfirm={() => send({ kind: 'ready', pickupOptionId: option.id })}
                  icon="ready"
                />
              ))
            )}
            <NoticeRow
              title="Payment reminders"
              detail="Buyers with an amount still due. Each order gets at most one reminder a day."
              label="Send payment reminders"
              confirmTitle="Send payment reminders?"
              confirmText={`Every buyer who still owes money gets an e-mail with the amount due and how to pay. Buyers reminded in the last 24 hours are skipped.`}
              pending={notify.isPending}
              onConfirm={() => send({ kind: 'payment-reminder' })}
              icon="pay"
            />
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

function optionDetail(option: ManagedPickupOption): string {
  const orders = `${option.orderCount} ${option.orderCount === 1 ? 'order' : 'orders'}`;
  const told = option.readyAt ? ` · Told ready ${formatDateTime(option.readyAt)}` : '';
  return `${pickupWindowText(option)} · ${orders}${told}`;
}

function NoticeRow({
  title,
  detail,
  label,
  accessibleLabel,
  confirmTitle,
  confirmText,
  pending,
  onConfirm,
  icon,
}: {
  title: string;
  detail: string;
  label: string;
  accessibleLabel?: string;
  confirmTitle: string;
  confirmText: string;
  pending: boolean;
  onConfirm: () => void;
  icon: 'ready' | 'pay';
}) {
  const Icon = icon === 'ready' ? BellRing : HandCoins;
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{title}</p>
        <p className="text-sm break-words text-muted-foreground">{detail}</p>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            type="button"
            variant="outline"
            className="h-11 w-full shrink-0 sm:w-auto"
            disabled={pending}
            aria-label={accessibleLabel}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogPrompt title={confirmTitle} description={confirmText}>
            <AlertDialogCancel className="h-11">Cancel</AlertDialogCancel>
            <AlertDialogAction className="h-11" onClick={onConfirm}>
              Send
            </AlertDialogAction>
          </AlertDialogPrompt>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
