'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useCheckPaperOrders, useSavePaperOrders, type PaperEntryCaller } from '@/hooks/api/paper-orders';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import type { PaperOrderCreated, PaperOrdersResult } from '@/lib/contracts/staff-orders';
import { emptyPaperRow, paperRequest, type PaperOption, type PaperRowValues } from '@/lib/forms/paper-entry-form';

export type DuplicateAnswer = 'save' | 'leave';
export type SavedEnvelope = {
  sellerName: string;
  orders: PaperOrderCreated[];
  /** Rows left out: by the person (a likely duplicate) or by the server (a duplicate nobody was asked about). */
  leftOut: Array<{ row: number; orderNumber: string }>;
};

const withKey = <V>(map: ReadonlyMap<number, V>, key: number, value: V | undefined) => {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
};

/**
 * The paper entry screen's state and its save: a dry run first (row problems on their rows, likely duplicates asked
 * about per row), then, with every question answered, the real save; the grid clears when it is saved.
 */
export function usePaperEntry({
  caller,
  campaignId,
  sellers,
  options,
}: {
  caller: PaperEntryCaller;
  campaignId: number;
  sellers: Array<{ id: number; name: string }>;
  options: PaperOption[];
}) {
  const router = useRouter();
  const [rows, setRows] = useState<PaperRowValues[]>([emptyPaperRow(1)]);
  const [nextKey, setNextKey] = useState(2);
  const [sellerId, setSellerId] = useState(sellers.length === 1 ? String(sellers[0]!.id) : '');
  const [counted, setCounted] = useState({ cash: '', checks: '' });
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [duplicates, setDuplicates] = useState<ReadonlyMap<number, string>>(new Map());
  const [answers, setAnswers] = useState<ReadonlyMap<number, DuplicateAnswer>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedEnvelope | null>(null);
  const check = useCheckPaperOrders(caller);
  const save = useSavePaperOrders(caller);

  const changeRow = (key: number, change: Partial<PaperRowValues>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    setRowErrors((current) => withKey(current, key, undefined));
    setDuplicates((current) => withKey(current, key, undefined));
    setAnswers((current) => withKey(current, key, undefined));
  };

  /** Adds a row at the end and answers its key (to focus it). */
  const addRow = () => {
    const key = nextKey;
    setNextKey(key + 1);
    setRows((current) => [...current, emptyPaperRow(key)]);
    return key;
  };

  const removeRow = (key: number) => {
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));
    setRowErrors((current) => withKey(current, key, undefined));
    setDuplicates((current) => withKey(current, key, undefined));
  };

  const rowNumber = (key: number) => rows.findIndex((row) => row.key === key) + 1;

  // One check-and-save at a time: between the dry run and the save no mutation is pending, yet the button must stay off.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  async function run(given: ReadonlyMap<number, DuplicateAnswer>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await checkThenSave(given);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  async function checkThenSave(given: ReadonlyMap<number, DuplicateAnswer>) {
    setError(null);
    setSaved(null);
    const seller = sellers.find((s) => String(s.id) === sellerId);
    if (!seller) return setError('Choose the seller the orders are credited to first.');
    const keysAnswered = (answer: DuplicateAnswer) =>
      new Set([...given].flatMap(([key, value]) => (value === answer ? [key] : [])));
    const built = paperRequest({
      campaignId,
      sellerId: seller.id,
      rows,
      options,
      counted,
      leaveOut: keysAnswered('leave'),
      saveAnyway: keysAnswered('save'),
    });
    if (!('request' in built)) {
      setRowErrors(built.rowErrors);
      return setError(built.error ?? 'Nothing was saved: fix the rows marked below.');
    }
    const { body, keys } = built.request;
    const byRow = <T extends { index: number }>(list: T[]) => list.map((item) => ({ ...item, key: keys[item.index]! }));
    let checked: PaperOrdersResult;
    try {
      checked = await check.mutateAsync(body);
    } catch (failure) {
      return setError(errorMessage(failure));
    }
    setRowErrors(new Map(byRow(checked.errors).map(({ key, message }) => [key, message])));
    if (checked.errors.length > 0) return setError('Nothing was saved: fix the rows marked below.');
    const asked = byRow(checked.duplicates);
    setDuplicates(new Map(asked.map(({ key, orderNumber }) => [key, orderNumber])));
    if (asked.length > 0) return;

    let result: PaperOrdersResult;
    try {
      result = await save.mutateAsync(body);
    } catch (failure) {
      // A row refused between the check and the save (a batch sold out meanwhile): its message goes on its row.
      const refused = failure instanceof ApiRequestError ? (failure.body as Partial<PaperOrdersResult>) : undefined;
      if (refused?.errors?.length)
        setRowErrors(new Map(byRow(refused.errors).map(({ key, message }) => [key, message])));
      return setError(errorMessage(failure));
    }
    const leftOutByServer = byRow(result.duplicates).map(({ key, orderNumber }) => ({
      row: rowNumber(key),
      orderNumber,
    }));
    const leftOutByPerson = [...given].flatMap(([key, answer]) =>
      answer === 'leave' ? [{ row: rowNumber(key), orderNumber: duplicates.get(key) ?? '' }] : [],
    );
    setSaved({ sellerName: seller.name, orders: result.orders, leftOut: [...leftOutByPerson, ...leftOutByServer] });
    // The envelopes list below the grid is the page's (a server component): read it again with the new envelope.
    router.refresh();
    setRows([emptyPaperRow(nextKey)]);
    setNextKey(nextKey + 1);
    setCounted({ cash: '', checks: '' });
    setRowErrors(new Map());
    setDuplicates(new Map());
    setAnswers(new Map());
  }

  /** An answer to "Save it anyway?"; the last answer sends the envelope. */
  const answer = (key: number, value: DuplicateAnswer) => {
    const next = withKey(answers, key, value);
    setAnswers(next);
    if ([...duplicates.keys()].every((k) => next.has(k))) void run(next);
  };

  return {
    rows,
    changeRow,
    addRow,
    removeRow,
    sellerId,
    setSellerId,
    counted,
    setCounted,
    rowErrors,
    duplicates,
    answers,
    answer,
    error,
    saved,
    busy,
    checkAndSave: () => run(answers),
  };
}
