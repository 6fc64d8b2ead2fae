// A real SMTP server on loopback for `npm run bench:checkout`: the shop sends its order e-mails to it over SMTP
// (SMTP_URL), and it keeps the envelope and subject of every message it accepts, so the benchmark can check that each
// stored order's two e-mails arrived.
//
// It runs in a worker thread: the clients that measure latency keep their event loop to themselves, while the
// server's mail (two SMTP sessions per order) is received, unstuffed and counted beside them. Plain SMTP only: no
// STARTTLS, no authentication; it listens on 127.0.0.1 only, on a free port.
import { createRequire } from 'node:module';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

/** Enough of a message to find its subject: headers end at the first empty line. */
const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Starts the sink in a worker. `messages()` resolves with every message received so far as
 * `{ from, to: [addresses], subject }` (envelope sender and recipients, the Subject header unfolded).
 */
export async function startSmtpSink() {
  const worker = new Worker(new URL(import.meta.url));
  const pending = new Map();
  let nextId = 0;
  let failure = null;
  const ask = (type) =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, type });
    });
  const ready = new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message) => (message.type === 'listening' ? resolve(message.port) : reject(message)));
  });
  const port = await ready;
  worker.on('message', (message) => {
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    request.resolve(message.value);
  });
  worker.on('error', (error) => {
    failure = error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many messages were accepted so far. */
    count: () => ask('count'),
    messages: () => ask('messages'),
    async close() {
      // The shop has stopped by now; a session it left open must not hold the close up for smtp-server's 30 s.
      await Promise.race([ask('close').catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))]);
      await worker.terminate();
    },
  };
}

/** The Subject header of a raw message (folded lines joined), or null. */
function subjectOf(raw) {
  const end = raw.indexOf('\r\n\r\n');
  const headers = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  return /^subject:[ \t]*(.*)$/im.exec(headers)?.[1].trim() ?? null;
}

function runSink() {
  // smtp-server is a devDependency of the shop, resolved from the project root like the tests do.
  const { SMTPServer } = createRequire(import.meta.url)('smtp-server');
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      let size = 0;
      stream.on('data', (chunk) => {
        if (size < MAX_HEADER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('error', callback);
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  server.on('error', (error) => console.error('[bench smtp]', error.message));
  server.listen(0, '127.0.0.1', () =>
    parentPort.postMessage({ type: 'listening', port: server.server.address().port }),
  );
  parentPort.on('message', ({ id, type }) => {
    if (type === 'count') parentPort.postMessage({ id, value: messages.length });
    else if (type === 'messages') parentPort.postMessage({ id, value: messages });
    else if (type === 'close') server.close(() => parentPort.postMessage({ id, value: null }));
  });
}

if (!isMainThread) runSink();
