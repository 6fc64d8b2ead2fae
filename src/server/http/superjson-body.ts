import superjson from 'superjson';
import { json } from './route';

/** Cart bodies are superjson-serialized both ways (spec section 7); a plain JSON body is accepted too. */
export function parseSuperjsonBody(text: string): unknown {
  const raw: unknown = JSON.parse(text);
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'json' in raw) {
    return superjson.deserialize(raw as Parameters<typeof superjson.deserialize>[0]);
  }
  return raw;
}

export function superjsonResponse(data: unknown, init?: ResponseInit): Response {
  return json(superjson.serialize(data), init);
}
