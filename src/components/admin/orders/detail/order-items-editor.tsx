'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { useEditOrder, useOrderCatalogue } from '@/hooks/api/order-edits';
import type { AdminOrderDetail } from '@/lib/contracts/admin-order-detail';
import { formatCents } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { decimalToCents } from '@/lib/money';
import { MAX_LINE_QUANTITY } from '@/lib/cart/limits';
import { paymentMethods, type PaymentMethod } from '@/lib/validation/order-payments';
import { draftKey, editSummary, type DraftLine } from './order-edit-summary';
import { optionLabel } from '@/lib/coffee/options';

const METHOD_OPTIONS = paymentMethods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

const draftOf = (order: AdminOrderDetail): DraftLine[] =>
  order.items
    .filter((item) => item.productId !== null)
    .map((item) => ({
      key: draftKey(item.productId!, item.optionId),
      productId: item.productId!,
      optionId: item.optionId,
      name: `${item.productName} (${optionLabel(item)})`,
      unitPriceCents: decimalToCents(item.unitPrice) ?? 0,
      quantity: String(item.quantity),
    }));

/**
 * The items card's Edit mode (issue 26): quantities, remove a line, add a coffee; below, what the change does to the
 * total and to what is owed, and a review step before it is saved. A new total below what was collected asks how the
 * difference is given back (the server records that refund with the change).
 */
export function OrderItemsEditor({
  order,
  collectedCents,
  onDone,
}: {
  order: AdminOrderDetail;
  collectedCents: number;
  onDone: () => void;
}) {
  const [original] = useState<DraftLine[]>(() => draftOf(order));
  const [lines, setLines] = useState<DraftLine[]>(original);
  const [adding, setAdding] = useState('');
  const [refundMethod, setRefundMethod] = useState<PaymentMethod>('cash');
  const [reviewing, setReviewing] = useState(false);
  const catalogue = useOrderCatalogue(order.campaign?.id ?? null, true);
  const save = useEditOrder(order.orderNumber);
  const addId = useId();
  const methodId = useId();
  const reviewRef = useRef<HTMLDivElement>(null);
  // Lines whose coffee was deleted forever cannot be named: they stay as they are and count in the total.
  const fixedCents = order.items
    .filter((item) => item.productId === null)
    .reduce((sum, item) => sum + (decimalToCents(item.lineTotal) ?? 0), 0);
  const summary = editSummary({
    lines,
    original,
    fixedCents,
    totalCents: decimalToCents(order.totalAmount) ?? 0,
    collectedCents,
  });
  const onOrder = new Set(lines.map((line) => line.productId));
  const addable = (catalogue.data ?? []).filter((product) => !onOrder.has(product.id));

  const setQuantity = (key: string, quantity: string) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, quantity } : line)));
  const remove = (key: string) => setLines((current) => current.filter((line) => line.key !== key));
  const add = () => {
    const product = addable.find((item) => String(item.id) === adding);
    if (!product) return;
    const unitPriceCents = decimalToCents(product.price) ?? 0;
    // A coffee added here is its default grind and size (issue 28), at the default's price.
    const line = { productId: product.id, optionId: null, name: product.name, unitPriceCents, quantity: '1' };
    setLines((current) => [...current, { ...line, key: draftKey(product.id, null) }]);
    setAdding('');
  };
  const review = () => {
    setReviewing(true);
    requestAnimationFrame(() => reviewRef.current?.focus());
  };
  const confirm = async () => {
    try {
      await save.mutateAsync({
        orderId: order.id,
        lines: lines.map((line) => ({
          productId: line.productId,
          quantity: Number(line.quantity),
          ...(line.optionId ? { optionId: line.optionId } : {}),
        })),
        refund: summary.refundCents > 0 ? { method: refundMethod } : undefined,
      });
      onDone();
    } catch {
      // The toast says why (e.g. handed out meanwhile); the draft stays for another try.
      setReviewing(false);
    }
  };

  return (
    <div className="grid gap-5" aria-busy={save.isPending || undefined}>
      <ul className="grid gap-3" aria-label="Lines of the order">
        {lines.map((line) => {
          const inputId = `${addId}-qty-${line.key}`;
          return (
            <li key={line.key} className="flex flex-wrap items-end gap-3 border-b pb-3">
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-medium break-words">{line.name}</p>
                <p className="text-xs text-muted-foreground">{formatCents(line.unitPriceCents)} each</p>
              </div>
              <div className="grid w-24 gap-1">
                <Label htmlFor={inputId}>Quantity</Label>
                <Input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  value={line.quantity}
                  aria-invalid={summary.invalid.has(line.key) || undefined}
                  aria-describedby={summary.invalid.has(line.key) ? `${inputId}-error` : undefined}
                  onChange={(event) => setQuantity(line.key, event.target.value)}
                  disabled={reviewing || save.isPending}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                onClick={() => remove(line.key)}
                disabled={reviewing || save.isPending || lines.length === 1}
                aria-label={`Remove ${line.name}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
              {summary.invalid.has(line.key) ? (
                <p id={`${inputId}-error`} className="basis-full text-sm text-destructive">
                  Enter a whole number from 1 to {MAX_LINE_QUANTITY}.
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>

      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <Label htmlFor={addId}>Add a coffee</Label>
          <Select value={adding} onValueChange={setAdding} disabled={reviewing || addable.length === 0}>
            <SelectTrigger id={addId}>
              <SelectValue placeholder={catalogue.isPending ? 'Loading the coffees…' : 'Choose a coffee'} />
            </SelectTrigger>
            <SelectContent>
              <SelectOptions
                options={addable.map((product) => ({
                  value: String(product.id),
                  label: `${product.name} (${formatCents(decimalToCents(product.price) ?? 0)})`,
                }))}
              />
            </SelectContent>
          </Select>
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={reviewing || !adding}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" aria-live="polite">
        <Figure label="Total" value={`${formatCents(summary.beforeCents)} → ${formatCents(summary.afterCents)}`} />
        <Figure label="Collected" value={formatCents(collectedCents)} />
        <Figure
          label={summary.refundCents > 0 ? 'To refund' : 'Owed after'}
          value={formatCents(summary.refundCents > 0 ? summary.refundCents : summary.owedAfterCents)}
        />
      </dl>

      {summary.refundCents > 0 ? (
        <div className="grid gap-1 sm:max-w-xs">
          <Label htmlFor={methodId}>How the {formatCents(summary.refundCents)} is given back</Label>
          <Select
            value={refundMethod}
            onValueChange={(value) => setRefundMethod(value as PaymentMethod)}
            disabled={reviewing}
          >
            <SelectTrigger id={methodId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectOptions options={METHOD_OPTIONS} />
            </SelectContent>
          </Select>
        </div>
      ) : null}

      {reviewing ? (
        <div
          ref={reviewRef}
          tabIndex={-1}
          role="group"
          aria-label="Review the change"
          className="rounded-lg border p-4"
        >
          <p className="font-medium">{summary.sentence}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            The buyer is e-mailed the new total; the change is recorded in the order’s history.
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setReviewing(false)} disabled={save.isPending}>
              Back
            </Button>
            <Button type="button" onClick={confirm} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Confirm change'}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="button" onClick={review} disabled={summary.invalid.size > 0 || !summary.changed}>
            Review change
          </Button>
        </div>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
