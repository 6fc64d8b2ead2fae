/** Ends a sentence that closes on a name: "Supports Jo Smith Jr." stays one full stop, not "Jr..". */
export function withFullStop(sentence: string): string {
  return /[.!?]$/.test(sentence.trimEnd()) ? sentence.trimEnd() : `${sentence.trimEnd()}.`;
}
