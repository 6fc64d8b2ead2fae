export function uploadThingHost(token: string | undefined): string | null;
export function remoteImagePatterns(
  env: Record<string, string | undefined>,
): Array<{ protocol: 'https'; hostname: string; pathname: string }>;
