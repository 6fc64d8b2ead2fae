import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite';

/*
 * Migration 0019 (issue 27, docs/decisions/pages-per-campaign.md): the users' page columns move to fundraiser_pages.
 * Applied on a database holding the data of migration 0018 (PGlite, and a throw-away PostgreSQL database with
 * TEST_DATABASE_URL when the pg project runs): each rule of the data move, and the participants trigger after it.
 */

const folder = path.resolve(import.meta.dirname, '../../drizzle');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const statements = (name: string) =>
  readFileSync(path.join(folder, name), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;
let query: Query;
let close: () => Promise<void>;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND === 'pg' && url) {
    const name = `sg_mig_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    query = async (text) => (await client.query(text)).rows;
    close = async () => {
      await client.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    };
  } else {
    const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
    query = async (text) => (await db.query<Record<string, unknown>>(text)).rows;
    close = () => db.close();
  }
  for (const file of files.filter((name) => name < '0019'))
    for (const statement of statements(file)) await query(statement);
  await query(`
    insert into users (email, first_name, landing_page_slug, is_public, description, custom_message, goal_amount_cents, on_leaderboard) values
      ('solo@x.com', 'Solo', 'solo-page', true, 'About me', 'Hi', 5000, false),
      ('liam@x.com', 'Liam', 'liam-carter', true, 'Keeper', 'Thanks', 7000, false),
      ('none@x.com', 'None', null, false, null, null, null, true),
      ('long@x.com', 'Long', 'a-very-long-address-of-exactly-fifty-characters-xx', true, null, null, 4000, true)
  `);
  await query(`
    insert into campaigns (name, slug, start_date, is_active) values
      ('Soccer', 'soccer', now() - interval '30 days', true),
      ('Hoops', 'hoops', now() - interval '5 days', true),
      ('Old', null, now() - interval '400 days', false),
      ('Newest but closed', 'closed', now() - interval '1 day', false)
  `);
  // Liam: soccer, hoops (newest-started active: his page showed it), the old campaign and a newer closed one.
  await query(`
    insert into campaign_participants (campaign_id, user_id)
    select c.id, u.id from users u, campaigns c
    where (u.email = 'liam@x.com') or (u.email = 'none@x.com' and c.slug = 'soccer')
      or (u.email = 'long@x.com' and c.slug in ('soccer', 'hoops'))
  `);
  await query(`insert into campaigns (name, slug, start_date) values ('Taken', 'taken', now())`);
  await query(`
    insert into landing_page_slug_history (slug, user_id) select 'liam-old', id from users where email = 'liam@x.com'
  `);
  for (const statement of statements(files.find((name) => name.startsWith('0019'))!)) await query(statement);
});

afterAll(async () => close?.());

const pagesOf = (email: string) =>
  query(`
    select p.slug, c.slug as campaign, p.is_public as "isPublic", p.description, p.custom_message as "customMessage",
      p.goal_amount_cents as "goalAmountCents", p.on_leaderboard as "onLeaderboard"
    from fundraiser_pages p join users u on u.id = p.user_id left join campaigns c on c.id = p.campaign_id
    where u.email = '${email}' order by c.start_date nulls first
  `);

describe('migration 0019: the page columns move to fundraiser_pages', () => {
  it('gives a person in no campaign one campaign-less page with every field', async () => {
    expect(await pagesOf('solo@x.com')).toEqual([
      {
        slug: 'solo-page',
        campaign: null,
        isPublic: true,
        description: 'About me',
        customMessage: 'Hi',
        goalAmountCents: 5000,
        onLeaderboard: false,
      },
    ]);
  });

  it('keeps the address and every field on the page their address showed, copies the rest without the goal', async () => {
    const copy = { isPublic: true, description: 'Keeper', customMessage: 'Thanks', onLeaderboard: false };
    expect(await pagesOf('liam@x.com')).toEqual([
      { ...copy, slug: 'liam-carter-3', campaign: null, goalAmountCents: null },
      { ...copy, slug: 'liam-carter-soccer', campaign: 'soccer', goalAmountCents: null },
      { ...copy, slug: 'liam-carter', campaign: 'hoops', goalAmountCents: 7000 },
      { ...copy, slug: 'liam-carter-closed', campaign: 'closed', goalAmountCents: null },
    ]);
  });

  it('derives addresses within 50 characters, numbered on a collision, and none without an address', async () => {
    const long = await pagesOf('long@x.com');
    expect(long.map((page) => page.slug)).toEqual([
      'a-very-long-address-of-exactly-fifty-characters-2',
      'a-very-long-address-of-exactly-fifty-characters-xx',
    ]);
    expect((await pagesOf('none@x.com')).map((page) => page.slug)).toEqual([null]);
  });

  it('points an earlier address at the page that got the address, and drops the users columns', async () => {
    const [moved] = await query(`
      select p.slug from landing_page_slug_history h join fundraiser_pages p on p.id = h.page_id where h.slug = 'liam-old'
    `);
    expect(moved).toEqual({ slug: 'liam-carter' });
    const columns = await query(`
      select column_name from information_schema.columns where table_name = 'users'
        and column_name in ('is_public', 'description', 'custom_message', 'goal_amount_cents', 'landing_page_slug', 'on_leaderboard')
    `);
    expect(columns).toEqual([]);
  });

  it('gives a joiner a page of the new campaign: the campaign-less one, else a copy of the newest, else an empty one', async () => {
    await query(`
      insert into campaign_participants (campaign_id, user_id)
      select c.id, u.id from users u, campaigns c where c.slug = 'taken' and u.email in ('solo@x.com', 'liam@x.com')
    `);
    await query(`insert into users (email) values ('fresh@x.com')`);
    await query(`
      insert into campaign_participants (campaign_id, user_id)
      select c.id, u.id from users u, campaigns c where c.slug = 'taken' and u.email = 'fresh@x.com'
    `);
    expect((await pagesOf('solo@x.com')).map((page) => [page.slug, page.campaign])).toEqual([['solo-page', 'taken']]);
    const liam = await pagesOf('liam@x.com');
    expect(liam).toHaveLength(5);
    expect(liam.find((page) => page.campaign === 'taken')).toMatchObject({
      slug: 'liam-carter-closed-taken',
      goalAmountCents: null,
    });
    expect(await pagesOf('fresh@x.com')).toEqual([
      {
        slug: null,
        campaign: 'taken',
        isPublic: false,
        description: null,
        customMessage: null,
        goalAmountCents: null,
        onLeaderboard: true,
      },
    ]);
  });
});
