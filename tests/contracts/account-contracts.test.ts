import { describe, expect, it } from 'vitest';
import { callEndpoint } from '@/lib/api-client';
import { accountEndpoints } from '@/lib/contracts/account';
import { authEndpoints } from '@/lib/contracts/auth';
import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { sessionEndpoints } from '@/lib/contracts/session';
import { json, route } from '@/server/http/route';

/*
 * Compile-time checks of the sign-in, account and captain team contracts (see endpoint-contracts.test.ts): each
 * `@ts-expect-error` must meet an error, so `npm run typecheck` fails if a contract stops catching the mistake.
 */

/** The session answers the user or null: a client must allow for null. */
export async function clientForgetsSignedOut() {
  const { user } = await callEndpoint(sessionEndpoints.session);
  // @ts-expect-error `user` is null when nobody is signed in.
  return user.email;
}

/** The settings goal is in cents under `goalAmount`. */
export async function clientReadsRenamedSetting() {
  const { settings } = await callEndpoint(accountEndpoints.settings);
  // @ts-expect-error `goalCents` is not a field of the settings (it is `goalAmount`).
  return settings.goalCents;
}

/** The team lists take `campaignId`, not `campaign`. */
export function clientSendsUnknownTeamParameter() {
  // @ts-expect-error `campaign` is not a query parameter of the team members.
  return callEndpoint(captainTeamEndpoints.members, { query: { campaign: 1 } });
}

/** A nudge's kind is one of the two the schema names. */
export function clientSendsUnknownNudgeKind() {
  // @ts-expect-error 'everyone' is not a nudge kind.
  return callEndpoint(captainTeamEndpoints.nudge, { body: { campaignId: 1, kind: 'everyone' } });
}

/** A sign-in answers `{ user }`, never the bare user. */
export const handlerAnswersBareUser = () =>
  // @ts-expect-error the contract answers `{ user }`.
  route(authEndpoints.login, async () => json({ id: 1 }));

describe('account and captain team contracts', () => {
  it('keep the spec’s paths and the captain endpoints for admins and captains only', () => {
    expect(sessionEndpoints.session.path).toBe('/_api/auth/session');
    expect(accountEndpoints.orderSources.path).toBe('/_api/fundraiser/sources');
    for (const definition of Object.values(captainTeamEndpoints)) {
      expect(definition.access).toEqual(['admin', 'fundraiser_captain']);
    }
  });
});
