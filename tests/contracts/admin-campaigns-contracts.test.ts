import { describe, expect, it } from 'vitest';
import { GET as details } from '@/app/%5Fapi/admin/campaign/details/route';
import { GET as participants, POST as addParticipant } from '@/app/%5Fapi/admin/campaign/participants/route';
import { POST as removeParticipant } from '@/app/%5Fapi/admin/campaign/participants/remove/route';
import { POST as setProducts } from '@/app/%5Fapi/admin/campaign/products/route';
import { POST as update } from '@/app/%5Fapi/admin/campaign/update/route';
import { GET as list } from '@/app/%5Fapi/admin/campaigns/route';
import { POST as create } from '@/app/%5Fapi/admin/createcampaign/route';
import { callEndpoint } from '@/lib/api-client';
import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { json, route } from '@/server/http/route';

/* Compile-time proof for the campaign contracts (see endpoint-contracts.test.ts): each @ts-expect-error must meet one. */

export async function clientReadsRenamedField() {
  const page = await callEndpoint(adminCampaignEndpoints.list, { query: { sort: 'name' } });
  // @ts-expect-error the goal is `goalAmount` (cents), not `goalAmountCents`.
  return page.campaigns[0]?.goalAmountCents;
}

export function clientSendsUnknownParameter() {
  // @ts-expect-error the people who could join are searched by `availableSearch`.
  return callEndpoint(adminCampaignEndpoints.participants, { query: { campaignId: 1, search: 'ann' } });
}

export function clientSendsWrongBody() {
  // @ts-expect-error `userId` must be a number.
  return callEndpoint(adminCampaignEndpoints.addParticipant, { body: { campaignId: 1, userId: 'two' } });
}

export const handlerRenamesField = () =>
  route(adminCampaignEndpoints.setProducts, async ({ body }) =>
    // @ts-expect-error the answer names the ids `productIds`.
    json({ message: 'Saved', campaignId: body.campaignId, products: body.productIds, isActive: body.isActive }),
  );

describe('admin campaign contracts', () => {
  it('give every campaign route its definition’s method, path and access', () => {
    const handlers = { list, details, participants, addParticipant, removeParticipant, create, update, setProducts };
    for (const [name, handler] of Object.entries(handlers)) {
      const { method, path, access } = adminCampaignEndpoints[name as keyof typeof handlers];
      expect({ name, method: handler.method, path: handler.path, access: handler.access }).toEqual({
        name,
        method,
        path,
        access,
      });
    }
  });
});
