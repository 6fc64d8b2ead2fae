import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { AdminDashboard } from './admin-dashboard';

type Fixtures = {
  /** Fails the test if the page has any axe-core accessibility violation. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** Console errors and CSP violations seen during the test; asserted empty after each test. */
  consoleErrors: string[];
  /** The admin dashboard, its browser context already signed in as the e2e admin. */
  adminPage: AdminDashboard;
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // The browser logs every 4xx a flow provokes on purpose (wrong password, duplicate e-mail); those are not bugs.
      expect(
        errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e)),
      ).toEqual([]);
    },
    { auto: true },
  ],
  adminPage: async ({ page }, use) => {
    const dashboard = new AdminDashboard(page);
    await dashboard.signIn();
    await use(dashboard);
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // Contrast is judged on what is on screen: let entering toasts and dialogs finish their fade first. A toast
      // starts its fade a frame after it is inserted: wait two frames so that fade is among the animations.
      await target.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      await target.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      );
      // Next streams a page's <title> after its content: give it a moment (axe reports it if it never comes).
      await target.waitForFunction(() => document.title !== '', null, { timeout: 5_000 }).catch(() => {});
      // A toast on its way out fades its text: it is leaving, not content to judge. So do toasts stacked behind the
      // newest one (sonner hides their text until the stack is expanded) and those beyond the visible three; the
      // fade can start after the wait above, when a second toast arrives during the scan.
      const results = await new AxeBuilder({ page: target })
        .exclude('[data-sonner-toast][data-removed="true"]')
        .exclude('[data-sonner-toast][data-mounted="false"]')
        .exclude('[data-sonner-toast][data-front="false"][data-expanded="false"]')
        .exclude('[data-sonner-toast][data-visible="false"]')
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
    });
  },
});

export { expect };
