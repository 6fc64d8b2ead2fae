'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/auth/form-error';
import { FormSuccess } from '@/components/forms/form-success';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { callEndpoint } from '@/lib/api-client';
import { statementEndpoints } from '@/lib/contracts/statements';
import { requestStatementSchema, type RequestStatementInput } from '@/lib/validation/statements';

const FAILED = 'Your request could not be sent. Please try again.';

/** E-mail and year; the answer is the same whether or not we have payments from that address. */
export function StatementForm({ years }: { years: readonly number[] }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<RequestStatementInput>({
    resolver: zodResolver(requestStatementSchema),
    mode: 'onBlur',
    defaultValues: { email: '', year: years[0] },
  });
  const { error, onSubmit } = useServerSubmit(
    form,
    async (body) => {
      const { message } = await callEndpoint(statementEndpoints.request, { body, fallbackError: FAILED });
      setAnswer(message);
    },
    { fallback: FAILED },
  );

  if (answer)
    return (
      <FormSuccess
        title="Check your e-mail"
        icon={MailCheck}
        action={
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ email: '', year: years[0] });
              setAnswer(null);
            }}
          >
            Ask for another year
          </Button>
        }
      >
        {answer}
      </FormSuccess>
    );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Request a year-end statement">
        <FormError message={error} />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
        <SelectField
          control={form.control}
          name="year"
          label="Year"
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          parse={Number}
        />
        <SubmitButton size="lg" className="w-full" pendingLabel="Sending...">
          Send my statement
        </SubmitButton>
      </form>
    </Form>
  );
}
