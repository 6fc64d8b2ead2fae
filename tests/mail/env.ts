import { resetEnvForTests } from '@/env';

/** Sets (or, with undefined, removes) environment variables for this test file; the returned function restores them. */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (source: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(source)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  };
  apply(values);
  return () => apply(previous);
}
