'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** What a deferred form's live version receives from its preview. */
export type DeferredFormProps = {
  /** What the visitor typed into the preview before the live form loaded, by field name. */
  initialValues: Record<string, string>;
  /** The field that had the focus: the live form focuses it again. */
  focusName: string | null;
  /** The visitor submitted the preview: the live form submits (and validates) as soon as it mounts. */
  submitOnMount: boolean;
};

/** Focuses a field of the live form (`focus`) with the caret after what was typed, as it was in the preview. */
export function keepTyping(focus: () => void) {
  focus();
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  try {
    field.setSelectionRange(field.value.length, field.value.length);
  } catch {
    // email and number inputs have no caret position to set; the browser keeps its own.
  }
}

/** Sets a live (React-controlled) field as typing would: the native setter, then an input event React listens to. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

type Props<P> = {
  /** The form as plain markup, identical on screen to the live form (src/components/forms/preview-field.tsx). */
  preview: React.ReactNode;
  /** Imports the live form (react-hook-form, its schema, its TanStack Query mutation). */
  load: () => Promise<React.ComponentType<P & DeferredFormProps>>;
  /** The live form's own props. */
  props: P;
  /** Loads at once when true (the cart has lines: checkout is likely next). */
  loadNow?: boolean;
  className?: string;
};

/**
 * A form that is on screen from the first paint but whose code loads on the visitor's first intent: hovering,
 * touching or focusing it (or `loadNow`). What was typed meanwhile, the focused field and a submit carry over to the
 * live form, so nobody notices the swap; public pages do not ship a form library to visitors who only read.
 */
export function DeferredForm<P extends object>({ preview, load, props, loadNow = false, className }: Props<P>) {
  const frame = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const submitAsked = useRef(false);
  // The preview's form once it was read: detached by the swap, it still holds whatever was typed into it.
  const previewForm = useRef<HTMLFormElement | null>(null);
  const [live, setLive] = useState<{ Form: React.ComponentType<P & DeferredFormProps>; carried: DeferredFormProps }>();

  const start = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (Form) => {
        const form = frame.current?.querySelector('form');
        const initialValues: Record<string, string> = {};
        previewForm.current = form ?? null;
        if (form) for (const [name, value] of new FormData(form)) initialValues[name] = String(value);
        const focused = document.activeElement;
        const focusName =
          focused && form?.contains(focused) && 'name' in focused && typeof focused.name === 'string'
            ? focused.name
            : null;
        // Read and swap in one task: no keystroke can land in the preview between the two.
        flushSync(() => setLive({ Form, carried: { initialValues, focusName, submitOnMount: submitAsked.current } }));
      },
      (error: unknown) => {
        // Try again on the next intent; the preview stays usable to look at meanwhile.
        started.current = false;
        console.error('[form] could not load the form', error);
      },
    );
  };

  useEffect(() => {
    if (loadNow) start();
  });

  // After the live form's first commit: a keystroke that still reached the preview after it was read (seen once in
  // three full test runs under load: a typed last name was missing from the live form) is carried over too, and so
  // is anything typed into the detached preview later still (an input already being filled as the swap happened).
  useLayoutEffect(() => {
    const preview = previewForm.current;
    const liveForm = frame.current?.querySelector('form');
    if (!live || !preview || !liveForm || preview === liveForm) return;
    previewForm.current = null;
    const carry = (name: string, value: string) => {
      const field = liveForm.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeInto(field, value);
    };
    for (const [name, value] of new FormData(preview)) {
      if (typeof value !== 'string' || value === (live.carried.initialValues[name] ?? '')) continue;
      carry(name, value);
    }
    const late = (event: Event) => {
      const field = event.target;
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name)
        carry(field.name, field.value);
    };
    preview.addEventListener('input', late);
    return () => preview.removeEventListener('input', late);
  }, [live]);

  return (
    <div
      ref={frame}
      className={className}
      onPointerEnter={start}
      onPointerDownCapture={start}
      onFocusCapture={start}
      onSubmitCapture={(event) => {
        if (live) return;
        event.preventDefault();
        submitAsked.current = true;
        start();
      }}
    >
      {live ? <live.Form {...props} {...live.carried} /> : preview}
    </div>
  );
}
