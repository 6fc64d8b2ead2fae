/** The attributes of a dollars-and-cents input: a number in cent steps, never negative, the decimal keypad on phones. */
export const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
