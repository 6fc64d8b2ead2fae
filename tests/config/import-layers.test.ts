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

  it('still sends toasts through lib/toast everywhere but the wrapper', async () => {
    const code = "import { toast } from 'sonner';\nexport const y = toast;\n";
    expect(await ruleIdsFor('src/components/captain/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/lib/toast.ts', code)).toEqual([]);
  });

  it('finds an import circle', async () => {
    const dir = path.join('src', 'hooks', `cycle-probe-${randomBytes(4).toString('hex')}`);
    mkdirSync(dir);
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const results = await new ESLint().lintFiles([path.join(dir, 'a.ts')]);
      expect(results[0]!.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
