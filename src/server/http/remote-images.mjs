// The remote images Next's optimizer may fetch (next.config.mjs): only the shop's own UploadThing app, read from
// UPLOADTHING_TOKEN at build. Any `*.ufs.sh` would let a URL make the server fetch another app's files (and
// follow their redirects, which Next does not check against the patterns).

/** `<appId>.ufs.sh` for a dashboard token (base64 JSON with an appId), or null when there is none or it is invalid. */
export function uploadThingHost(token) {
  if (!token) return null;
  try {
    const { appId } = JSON.parse(Buffer.from(token.trim(), 'base64').toString('utf8'));
    return typeof appId === 'string' && /^[A-Za-z0-9]{1,64}$/.test(appId) ? `${appId}.ufs.sh` : null;
  } catch {
    return null;
  }
}

/** next.config.mjs `images.remotePatterns`: the app's files, or nothing. */
export function remoteImagePatterns(env) {
  const host = uploadThingHost(env.UPLOADTHING_TOKEN);
  return host ? [{ protocol: 'https', hostname: host, pathname: '/f/**' }] : [];
}
