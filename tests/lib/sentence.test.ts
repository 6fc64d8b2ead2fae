import { describe, expect, it } from 'vitest';
import { withFullStop } from '@/lib/sentence';

describe('withFullStop', () => {
  it('ends a sentence once, also when it closes on a name that ends with a full stop (issue 26: "Jr..")', () => {
    expect(withFullStop('Your order supports Jo Smith Jr.')).toBe('Your order supports Jo Smith Jr.');
    expect(withFullStop('Your order supports Ava')).toBe('Your order supports Ava.');
    expect(withFullStop('Your order supports Ava! ')).toBe('Your order supports Ava!');
  });
});
