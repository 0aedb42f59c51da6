import { toastTop } from './toast-clearance';

/** An element whose box in the window is `top`..`bottom`. */
const header = (top: number, bottom: number) =>
  ({ getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) }) as unknown as Element;

describe('where the toasts start', () => {
  it('at the window’s edge when no header is on screen', () => {
    expect(toastTop([], 800)).toBe(16);
    // Scrolled away above, or not laid out.
    expect(toastTop([header(-120, -20), header(0, 0)], 800)).toBe(16);
  });

  it('below the lowest header on screen, with a gap', () => {
    expect(toastTop([header(0, 56)], 740)).toBe(64);
    expect(toastTop([header(0, 56), header(32, 120.4)], 800)).toBe(129);
    // A header partly scrolled away still counts by what is left of it.
    expect(toastTop([header(-60, 20)], 800)).toBe(28);
  });
});
