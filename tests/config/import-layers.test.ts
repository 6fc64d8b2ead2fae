import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layering rules of eslint.config.mjs, run through ESLint itself on probe modules placed in each layer: what a
 * layer may not import is reported, and a circle through real modules is found.
 */
// import/no-cycle reads the modules from disk and fails on text without a file: it gets real files below.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('import layers', () => {
  it('keeps components from importing pages', async () => {
    const code = "import { x } from '@/app/(account)/settings/campaign-links-list';\nexport const y = x;\n";
    expect(await ruleIdsFor('src/components/captain/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/components/admin/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('keeps components/admin/ to the admin area', async () => {
    const code =
      "import { StatusSelect } from '@/components/admin/orders/status-select';\nexport const y = StatusSelect;\n";
    for (const shared of ['src/components/fulfilment/probe.ts', 'src/lib/probe.ts', 'src/app/(account)/probe.ts']) {
      expect(await ruleIdsFor(shared, code)).toContain('no-restricted-imports');
    }
    expect(await ruleIdsFor('src/components/admin/orders/probe.ts', code)).toEqual([]);
    expect(await ruleIdsFor('src/app/admin/probe.ts', code)).toEqual([]);
  });

  it('keeps hooks from importing components', async () => {
    const code = "import { Button } from '@/components/ui/button';\nexport const y = Button;\n";
    expect(await ruleIdsFor('src/hooks/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('keeps db/ below services and auth', async () => {
    const auth = "import { hashPassword } from '@/server/auth/password';\nexport const y = hashPassword;\n";
    const service =
      "import { generateOrderNumber } from '@/server/services/order-number';\nexport const y = generateOrderNumber;\n";
    expect(await ruleIdsFor('src/server/db/probe.ts', auth)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/server/db/queries/probe.ts', service)).toContain('no-restricted-imports');
  });

  it('keeps browser and shared code from importing the server, even its types', async () => {
    const code = "import type { SessionUser } from '@/server/auth/session';\nexport type Y = SessionUser;\n";
    for (const file of ['src/hooks/api/probe.ts', 'src/lib/contracts/probe.ts', 'src/lib/probe.ts']) {
      expect(await ruleIdsFor(file, code), file).toContain('@typescript-eslint/no-restricted-imports');
    }
  });

  it('keeps browser code from writing /_api paths: it calls through the contracts', async () => {
    const code = "export const path = '/_api/admin/products';\nexport const other = `/_api/${path}`;\n";
    for (const file of ['src/hooks/api/probe.ts', 'src/components/cart/probe.ts', 'src/lib/validation/probe.ts']) {
      const ids = await ruleIdsFor(file, code);
      expect(
        ids.filter((id) => id === 'no-restricted-syntax'),
        file,
      ).toHaveLength(2);
    }
    expect(await ruleIdsFor('src/lib/contracts/probe.ts', code)).toEqual([]);
  });

  it('still sends toasts through lib/toast everywhere but the wrapper', async () => {
    const code = "import { toast } from 'sonner';\nexport const y = toast;\n";
    expect(await ruleIdsFor('src/components/captain/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/lib/toast.ts', code)).toEqual([]);
  });

  /**
   * Writes the probe modules into a fresh folder under src/ (`@here` in their code stands for its alias path), lints
   * the first and answers its rule ids.
   */
  async function cycleRuleIds(under: string, files: Record<string, string>): Promise<string[]> {
    const name = `cycle-probe-${randomBytes(4).toString('hex')}`;
    const dir = path.join('src', under, name);
    mkdirSync(dir);
    try {
      for (const [file, code] of Object.entries(files)) {
        writeFileSync(path.join(dir, file), code.replaceAll('@here', `@/${under}/${name}`));
      }
      const results = await new ESLint().lintFiles([path.join(dir, Object.keys(files)[0]!)]);
      return results[0]!.messages.map((message) => message.ruleId ?? message.message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('finds an import circle', async () => {
    const ids = await cycleRuleIds('hooks', {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(ids).toContain('import/no-cycle');
  });

  it('finds a circle closed by a dynamic import(), by relative path or alias', async () => {
    const relative = await cycleRuleIds('server', {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "export const b = async () => (await import('./a')).a;\n",
    });
    expect(relative).toContain('import/no-cycle');
    const alias = await cycleRuleIds('server', {
      'a.ts': "export const a = async () => (await import('@here/b')).b;\n",
      'b.ts': "import { a } from '@here/a';\nexport const b = a;\n",
    });
    expect(alias).toContain('import/no-cycle');
  });

  it('finds a circle through .mjs modules under src/', async () => {
    const mjs = await cycleRuleIds('server', {
      'a.mjs': "import { b } from './b.mjs';\nexport const a = () => b;\n",
      'b.mjs': "import { a } from './a.mjs';\nexport const b = () => a;\n",
    });
    expect(mjs).toContain('import/no-cycle');
    const mixed = await cycleRuleIds('server', {
      'a.ts': "import { b } from './b.mjs';\nexport const a = () => b;\n",
      'b.mjs': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(mixed).toContain('import/no-cycle');
  });
});
