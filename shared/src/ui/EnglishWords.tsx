import { Fragment, type ReactNode } from 'react';

// Words a translation quotes in English on purpose: the menu names of a payment provider's dashboard, which
// exists in English only, so the reader finds the menu the sentence sends them to. The translation marks them
// `<en>Developers</en>`; they are shown marked as English (lang="en", so a screen reader reads them with English
// rules) and left to right inside the sentence. A text without marks is returned as it is.

const MARKED = /<en>(.*?)<\/en>/g;

export function withEnglishWords(text: string): ReactNode {
  if (!text.includes('<en>')) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <bdi key={match.index} lang="en" dir="ltr">
        {match[1]}
      </bdi>,
    );
    last = match.index! + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
