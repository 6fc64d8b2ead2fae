import { centsToDecimal } from '@/lib/money';
import { fundraiserDetailsQuerySchema } from '@/lib/validation/fundraising';
import { readFundraiserPage } from '@/server/cache/public-reads';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { productJson, teamRaisedJson, teamSharePerBagJson, teamShareSettingJson } from '@/server/serializers';

// GET /_api/fundraiser/details?fundraiserSlug=
export const GET = route({ access: 'public', query: fundraiserDetailsQuerySchema }, async ({ query }) => {
  const details = await readFundraiserPage(query.fundraiserSlug);
  if (!details) throw notFound('Fundraiser not found.');
  const { fundraiser, campaign } = details;
  return json({
    fundraiser: {
      userId: fundraiser.userId,
      displayName: fundraiser.displayName,
      firstName: fundraiser.firstName,
      avatarUrl: fundraiser.avatarUrl,
      description: fundraiser.description,
      customMessage: fundraiser.customMessage,
      goalAmount: fundraiser.goalAmountCents,
    },
    campaign: campaign
      ? {
          id: campaign.id,
          name: campaign.name,
          slug: campaign.slug,
          startDate: campaign.startDate.toISOString(),
          endDate: campaign.endDate?.toISOString() ?? null,
          ...teamShareSettingJson(details.teamShare),
        }
      : null,
    products: details.products.map((product) => ({
      ...productJson(product),
      ...teamSharePerBagJson(details.teamShare?.perBagCents, product.id),
    })),
    totalCollected: centsToDecimal(details.totalCollectedCents),
    ...teamRaisedJson(details.teamShare?.teamRaisedCents),
  });
});
