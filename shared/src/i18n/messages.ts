// The messages rules and the server write (validation, refusals: `{ details: { error } }`) are English texts, written
// once in the schemas and constants and compared word for word by tests. The browser translates them where they are
// shown: by their exact English text, or by a pattern for the few that carry a number or a name. A message without a
// translation shows in English.

/** A language's translations of the messages: exact texts, then patterns (`$1`… in the text stand for the groups). */
export interface MessageCatalogue {
  exact: Readonly<Record<string, string>>;
  patterns?: ReadonlyArray<readonly [RegExp, string]>;
}

export function translateWith(catalogue: MessageCatalogue | undefined, text: string): string {
  if (!catalogue) return text;
  const exact = catalogue.exact[text];
  if (exact !== undefined) return exact;
  for (const [pattern, template] of catalogue.patterns ?? []) {
    const match = pattern.exec(text);
    if (match) return template.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
  }
  return text;
}
