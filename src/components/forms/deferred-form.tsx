'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formValues, type FieldErrors, type FormCheck, type FormValues } from '@/lib/forms/field-errors';

/** What a deferred form's own code exports: its schema's check (zod stays out of the page's first load). */
export type FormLogic<T> = { check: (values: FormValues) => FormCheck<T> };

const LOAD_FAILED = 'The form could not load. Please check your connection and try again.';

/** The values a form's check answers once they are valid. */
type Checked<L> = L extends FormLogic<infer T> ? T : never;

type Options<L extends FormLogic<unknown>> = {
  /** Imports the form's logic on the visitor's first intent (hover, touch, focus) or at once with `loadNow`. */
  load: () => Promise<L>;
  /** Sends valid values; answers a message for the whole form, or nothing once it went through (the form resets). */
  submit: (data: Checked<L>, logic: L) => Promise<string | undefined>;
  loadNow?: boolean;
  /** Messages the server already gave (a form posted without JavaScript). */
  initialErrors?: FieldErrors;
  initialFormError?: string;
};

const fieldName = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.name : '';

function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of form.elements) {
    const name = fieldName(element);
    if (name && errors[name]) return (element as HTMLInputElement).focus();
  }
}

/**
 * A form on a public page whose code (its zod schema, its call to the server) loads on first intent, while its
 * fields are plain uncontrolled inputs from the server's HTML (PlainField). Nothing is swapped when the code arrives:
 * the inputs the visitor types into are the ones the submit reads, so no keystroke can be lost at any moment of
 * loading. A submit before the code has loaded waits for it and runs once; one before the page has hydrated is held
 * by <HoldSubmitUntilLive /> and replayed here. Messages follow react-hook-form's onBlur mode: a field is checked
 * when it is left, and after the first submit on every change.
 */
export function useDeferredForm<L extends FormLogic<unknown>>({
  load,
  submit,
  loadNow = false,
  initialErrors,
  initialFormError,
}: Options<L>) {
  const formRef = useRef<HTMLFormElement>(null);
  const logic = useRef<Promise<L> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  const [formError, setFormError] = useState<string | null>(initialFormError ?? null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  // Bumped by each submit: a check started before it must not show messages over its outcome.
  const generation = useRef(0);
  const submitted = useRef(Object.keys(initialErrors ?? {}).length > 0);
  const visited = useRef(new Set<string>());
  // The latest render's submit: a held submit runs from the first render's closure.
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });

  const start = useCallback(() => {
    logic.current ??= load().catch((error: unknown) => {
      logic.current = null;
      throw error;
    });
    return logic.current;
  }, [load]);

  const prepare = () => {
    start().catch((error: unknown) => console.error('[form] could not load the form', error));
  };

  const recheck = () => {
    const at = generation.current;
    start().then(
      ({ check }) => {
        const form = formRef.current;
        if (!form || busy.current || at !== generation.current) return;
        const all = check(formValues(new FormData(form))).errors ?? {};
        const shown = submitted.current
          ? all
          : Object.fromEntries(Object.entries(all).filter(([name]) => visited.current.has(name)));
        setErrors(shown);
      },
      () => {},
    );
  };

  const run = async (form: HTMLFormElement) => {
    if (busy.current) return;
    busy.current = true;
    generation.current += 1;
    setPending(true);
    setFormError(null);
    try {
      const loaded = await start();
      submitted.current = true;
      // Read now, not when the submit was asked: whatever was typed while the code loaded is in.
      const result = loaded.check(formValues(new FormData(form)));
      if (result.errors) {
        flushSync(() => setErrors(result.errors));
        focusFirstError(form, result.errors);
        return;
      }
      setErrors({});
      const message = await latestSubmit.current(result.data as Checked<L>, loaded);
      if (message) {
        setFormError(message);
        return;
      }
      submitted.current = false;
      visited.current.clear();
      form.reset();
    } catch (error) {
      console.error('[form] could not load the form', error);
      setFormError(LOAD_FAILED);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  useEffect(() => {
    if (loadNow) prepare();
  });

  // Hydrated: the form takes its own submits from here, and runs one the page held before (HoldSubmitUntilLive).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.dataset.live = 'true';
    if (form.dataset.held) {
      delete form.dataset.held;
      void run(form);
    }
    // Once, as the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    errors,
    formError,
    pending,
    formProps: {
      ref: formRef,
      noValidate: true,
      onPointerEnter: prepare,
      onPointerDownCapture: prepare,
      onFocusCapture: prepare,
      onBlur: (event: React.FocusEvent<HTMLFormElement>) => {
        const name = fieldName(event.target);
        if (!name) return;
        visited.current.add(name);
        recheck();
      },
      onInput: (event: React.FormEvent<HTMLFormElement>) => {
        const name = fieldName(event.target);
        if (name && (submitted.current || visited.current.has(name))) recheck();
      },
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run(event.currentTarget);
      },
    },
  };
}

// No quotes, angle brackets or ampersands: the text goes into the HTML as it is.
const HOLD_SUBMIT =
  '!function(f){f.addEventListener(`submit`,function(e){e.preventDefault();f.dataset.live||(f.dataset.held=1)})}(document.currentScript.parentNode)';

/**
 * For a form that cannot work without its code (checkout: the cart lives in the browser). Rendered as the form's
 * first child, it runs as the browser parses the form and stops the browser from sending it natively: a submit
 * before the page has hydrated is held and useDeferredForm runs it once the form is live. Without JavaScript it
 * does nothing and the form's fallback action answers. React does not run it again when it renders on the client.
 */
export function HoldSubmitUntilLive() {
  return <script>{HOLD_SUBMIT}</script>;
}
