/**
 * Fills the `{name}` placeholders of a catalogue text (the one interpolation of the catalogue, used by
 * {@link t} and by the CLI's light catalogue entry `@funddesk/core/messages/cli`).
 * @param text - the catalogue text
 * @param params - placeholder values; a missing one leaves the placeholder as written
 * @returns the text with its placeholders filled
 */
export function fillMessage(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
