/** Runs once when a server instance starts (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerInstance } = await import('./server/start-instance');
    await startServerInstance();
  }
}
