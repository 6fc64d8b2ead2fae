import 'server-only';
import { campaigns, products } from '../schema';

/* Column sets selected by several query modules, written once so each read hands out the same shape. */

/** A campaign's own descriptive columns (reads add the captain, goal or counts they need). */
export const campaignColumns = {
  id: campaigns.id,
  name: campaigns.name,
  slug: campaigns.slug,
  description: campaigns.description,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  isActive: campaigns.isActive,
};

/** A product as customers see it: never its cost or its active flag. */
export const catalogueProductColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  category: products.category,
  imageUrl: products.imageUrl,
  // Coffee facts (issue 28).
  originCountry: products.originCountry,
  originRegion: products.originRegion,
  originFarm: products.originFarm,
  process: products.process,
  variety: products.variety,
  altitudeM: products.altitudeM,
  roastLevel: products.roastLevel,
  tastingNotes: products.tastingNotes,
};
