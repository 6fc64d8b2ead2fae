import { describe, expect, it } from 'vitest';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { adminBalanceEndpoints, captainBalanceEndpoints } from '@/lib/contracts/balances';
import { adminFulfilmentEndpoints, captainFulfilmentEndpoints } from '@/lib/contracts/campaign-fulfilment';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import { adminPaymentEndpoints, captainPaymentEndpoints } from '@/lib/contracts/order-payments';
import { json, route } from '@/server/http/route';

/*
 * The money endpoints' contracts, checked by the compiler (see endpoint-contracts.test.ts): the functions are never
 * called. The admin and captain twins of an endpoint answer one type, so a field renamed for one is renamed for both.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const twinsAnswerOneType: [
  Same<ResponseOf<typeof adminBalanceEndpoints.campaign>, ResponseOf<typeof captainBalanceEndpoints.campaign>>,
  Same<ResponseOf<typeof adminFulfilmentEndpoints.sheet>, ResponseOf<typeof captainFulfilmentEndpoints.sheet>>,
  Same<ResponseOf<typeof adminPaymentEndpoints.record>, ResponseOf<typeof captainPaymentEndpoints.record>>,
] = [true, true, true];

/** A client that reads a balance under a name the API does not send. */
export async function clientReadsOutstandingInDollars() {
  const balances = await callEndpoint(captainBalanceEndpoints.campaign, { query: { campaignId: 1 } });
  // @ts-expect-error the balances are integer cents: `outstandingCents`, not `outstanding`.
  return balances.outstanding;
}

/** A client that sends the bulk payment's order ids under another name. */
export function clientSendsRenamedBodyField() {
  // @ts-expect-error the body names `orderIds`.
  return callEndpoint(adminPaymentEndpoints.bulkRecord, { body: { ids: [1], method: 'cash' } });
}

/** A CSV link with a format the endpoint does not know the name of. */
export function csvLinkWithUnknownParameter() {
  // @ts-expect-error the sheet's parameter is `format`.
  return endpointUrl(adminFulfilmentEndpoints.sheet, { campaignId: 1, type: 'csv' });
}

/** The sheet's CSV branch leaves the JSON contract only through otherFormat(). */
export const sheetAnswersCsvWithoutSayingSo = () =>
  // @ts-expect-error a JSON endpoint answers json() or, for its other format, otherFormat().
  route(adminFulfilmentEndpoints.sheet, async () => new Response('a,b'));

/** A handed-out answer with a renamed count. */
export const handOutRenamesCount = () =>
  // @ts-expect-error the contract answers `{ message, changed, skipped }`.
  route(captainFulfilmentEndpoints.handOut, async () => json({ message: '', updated: 1, skipped: 0 }));

describe('money endpoint contracts', () => {
  it('keep each admin endpoint for staff and its captain twin for captains and staff', () => {
    const twins = [
      [adminPaymentEndpoints.record, captainPaymentEndpoints.record],
      [adminPaymentEndpoints.collectors, captainPaymentEndpoints.collectors],
      [adminBalanceEndpoints.campaign, captainBalanceEndpoints.campaign],
      [adminFulfilmentEndpoints.sheet, captainFulfilmentEndpoints.sheet],
      [adminFulfilmentEndpoints.handOut, captainFulfilmentEndpoints.handOut],
    ] as const;
    for (const [admin, captain] of twins) {
      expect(admin.access).toEqual(['admin']);
      expect(captain.access).toEqual(['admin', 'fundraiser_captain']);
      expect(captain.method).toBe(admin.method);
      expect(captain.path).toBe(admin.path.replace('/_api/admin/', '/_api/captain/'));
    }
  });

  it('link the sheet’s CSV download with its query', () => {
    expect(endpointUrl(captainFulfilmentEndpoints.sheet, { campaignId: 7, format: 'csv' })).toBe(
      '/_api/captain/campaign/fulfilment?campaignId=7&format=csv',
    );
  });
});
