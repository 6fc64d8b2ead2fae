import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { signIn, waitForStreamedPage } from './session';

export type AdminTab = 'overview' | 'products' | 'orders' | 'users' | 'campaigns' | 'cash-up' | 'activity';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The admin dashboard as a test drives it. Signing in goes through the API (the sign-in form has its own specs),
 * so admin flows spend their time on what they prove.
 */
export class AdminDashboard {
  constructor(readonly page: Page) {}

  /** Signs the page's browser context in as the e2e admin (the session cookie lands in the context). */
  async signIn() {
    await signIn(this.page, E2E_ADMIN);
  }

  /** Opens the dashboard (on a tab) and waits for it. */
  async open(tab?: AdminTab) {
    await this.page.goto(tab && tab !== 'overview' ? `/admin?tab=${tab}` : '/admin');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await waitForStreamedPage(this.page);
    if (tab) await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }

  /**
   * The Campaigns tab searched for one campaign by name: the shared test database holds more campaigns (each spec
   * makes its own) than the list's first page.
   */
  async openCampaign(name: string) {
    await this.page.goto(`/admin?tab=campaigns&campaigns.search=${encodeURIComponent(name)}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await waitForStreamedPage(this.page);
    await expect(this.row(name)).toBeVisible();
  }

  tabs() {
    return this.page.getByRole('tablist', { name: 'Dashboard sections' });
  }

  tab(tab: AdminTab) {
    return this.tabs().getByRole('tab', { name: tab[0]!.toUpperCase() + tab.slice(1) });
  }

  /** Switches tabs the way a person does, and checks the URL follows. */
  async switchTo(tab: AdminTab) {
    await this.tab(tab).click();
    await expect(this.page).toHaveURL((url) => (url.searchParams.get('tab') ?? 'overview') === tab);
  }

  /** A table row by its row header: the exact name, or a name followed by more text (a second line). */
  row(name: string, { exact = true }: { exact?: boolean } = {}) {
    const rowheader = exact
      ? this.page.getByRole('rowheader', { name, exact: true })
      : this.page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(name)}( |$)`) });
    return this.page.getByRole('row').filter({ has: rowheader });
  }

  /** The row's "More actions" button (its secondary actions live in a menu so the table fits 1,280 px). */
  rowMenu(row: Locator) {
    return row.getByRole('button', { name: /^More actions for / });
  }

  /** Chooses one of a row's menu actions, as a person does: open the row's menu, pick the item. */
  async rowAction(row: Locator, label: string) {
    await this.rowMenu(row).click();
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  /** Picks an option of a Radix select (combobox) by its label. */
  async choose(label: string | RegExp, option: string, scope: Page | Locator = this.page) {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
  }
}
