/**
 * What a visitor typed into a server-rendered input before its island hydrated. React keeps the
 * state it starts with, so without this a quick visitor's first keystrokes would vanish.
 */
export function earlyValue(id: string): string {
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement ? input.value : '';
}
