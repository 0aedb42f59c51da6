import { forgetSetupToken, setupToken, takeSetupToken } from './setup-token';

function fakeWindow(url: string) {
  const location = new URL(url);
  const replaced: string[] = [];
  return {
    win: {
      location,
      history: {
        state: null,
        replaceState: (_state: unknown, _title: string, next: string) => replaced.push(next),
      },
    } as unknown as Pick<Window, 'location' | 'history'>,
    replaced,
  };
}

afterEach(() => forgetSetupToken());

it('takes the token from the fragment and leaves the address without it', () => {
  const { win, replaced } = fakeWindow('http://localhost:3007/setup#setup=abc-DEF_123');
  expect(takeSetupToken(win)).toBe('abc-DEF_123');
  expect(replaced).toEqual(['/setup']);
  expect(setupToken()).toBe('abc-DEF_123');
});

it('leaves an enrolment link’s token alone', () => {
  const { win, replaced } = fakeWindow('http://localhost:3007/enrol#token=xyz');
  expect(takeSetupToken(win)).toBeNull();
  expect(replaced).toEqual([]);
});
