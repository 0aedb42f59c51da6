import { act, renderHook } from '@testing-library/react';
import { LIVE_REFRESH_MS, useLiveLoad } from './use-live-load';

/** A load whose answers the test gives, one call at a time. */
function controlledLoad() {
  const calls: { resolve(value: string): void; reject(err: Error): void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const answer = async (index: number, value: string | Error) => {
    await act(async () => {
      if (value instanceof Error) calls[index].reject(value);
      else calls[index].resolve(value);
    });
  };
  return { load, calls, answer };
}

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useLiveLoad', () => {
  it('asks again when the window regains focus, showing the old answer until the new one arrives', async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() => useLiveLoad(load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await answer(0, 'Offer sent');
    expect(result.current.state).toEqual({ status: 'ready', value: 'Offer sent' });

    act(() => {
      window.dispatchEvent(new Event('focus'));
      // The tab's return fires both: one request.
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'ready', value: 'Offer sent' });
    await answer(1, 'Accepted');
    expect(result.current.state).toEqual({ status: 'ready', value: 'Accepted' });
  });

  it('asks again every interval while the page is visible, never while it is hidden', async () => {
    const { load, answer } = controlledLoad();
    renderHook(() => useLiveLoad(load));
    await answer(0, 'first');

    act(() => jest.advanceTimersByTime(LIVE_REFRESH_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(2);
    await answer(1, 'second');

    visibility = 'hidden';
    act(() => jest.advanceTimersByTime(LIVE_REFRESH_MS * 3));
    expect(load).toHaveBeenCalledTimes(2);
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps what is shown when a refresh fails, and shows a failed first load', async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() => useLiveLoad(load));
    await answer(0, new Error('Network Error'));
    expect(result.current.state).toMatchObject({ status: 'failed' });

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await answer(1, 'back');
    act(() => result.current.reload());
    await answer(2, new Error('Network Error'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'back' });
  });

  it('shows a new load as loading and drops the answer of the one it replaced', async () => {
    const first = controlledLoad();
    const second = controlledLoad();
    const { result, rerender } = renderHook(({ load }) => useLiveLoad(load), {
      initialProps: { load: first.load },
    });
    await first.answer(0, 'page 1');
    act(() => result.current.reload());
    rerender({ load: second.load });
    expect(result.current.state).toEqual({ status: 'loading' });
    await first.answer(1, 'page 1, late');
    expect(result.current.state).toEqual({ status: 'loading' });
    await second.answer(0, 'page 2');
    expect(result.current.state).toEqual({ status: 'ready', value: 'page 2' });
  });

  it('stops asking once the screen is gone', async () => {
    const { load, answer } = controlledLoad();
    const { unmount } = renderHook(() => useLiveLoad(load));
    await answer(0, 'first');
    unmount();
    act(() => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS * 2);
      window.dispatchEvent(new Event('focus'));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
