// The policy's reasons are stored as English sentences (server/src/eligibility/decide.ts writes them from a template
// per code, with the figures in them). To show one in another language, the panel reads the figures back out
// of the sentence with the English template of its code, then writes the translation with them. A sentence that
// does not match its template (a policy's wording changed since) is shown as stored.

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values of `template`'s placeholders in `sentence`, or null when the sentence is not written from it. */
export function readSentence(template: string, sentence: string): Record<string, string> | null {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    pattern += escapeRegExp(template.slice(last, match.index));
    pattern += '(.+?)';
    names.push(match[1]!);
    last = match.index! + match[0].length;
  }
  pattern += escapeRegExp(template.slice(last));
  const found = new RegExp(`^${pattern}$`).exec(sentence);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1]!]));
}
