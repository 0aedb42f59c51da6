import { render } from '@testing-library/react';
import { withEnglishWords } from './EnglishWords';

it('marks the quoted English words as English, left to right, and keeps the rest of the sentence', () => {
  const { container } = render(<p>{withEnglishWords('افتح <en>Developers</en> ثم <en>API keys</en>.')}</p>);
  expect(container.textContent).toBe('افتح Developers ثم API keys.');
  const marked = [...container.querySelectorAll('bdi')];
  expect(marked.map((el) => [el.textContent, el.getAttribute('lang'), el.getAttribute('dir')])).toEqual([
    ['Developers', 'en', 'ltr'],
    ['API keys', 'en', 'ltr'],
  ]);
});

it('gives a text without marks back as it is', () => {
  expect(withEnglishWords('Open Developers, then API keys.')).toBe('Open Developers, then API keys.');
});
