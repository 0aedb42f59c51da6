import { store } from '@onboarding/shared';
import type { StaffRole } from '@onboarding/shared/backoffice';
import {
  fakeStaffApi,
  renderWithQuery as render,
  type FakeApi,
  type Reply,
} from '@onboarding/shared/testing';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { staffAtom } from '../../app/session';
import '../../i18n';
import { QueueScreen } from './QueueScreen';

type Request = FakeApi['requests'][number];

// The queue's and its views' tests share this: a staff member signed in, the back office's API answered by the test
// (the staff list empty unless it says otherwise) and /cases rendered at an address.

/** Signs `role` in (the reviewer "maker" by default). */
export function signIn(role: StaffRole = 'reviewer', id = 'maker') {
  store.set(staffAtom, { id, email: `${id}@provider.example`, role });
}

/**
 * A reviewer signed in and the API answered by `answer` (its url, its request); undefined: the staff list is empty,
 * anything else 404.
 */
export function casesApi(
  answer: (url: string, config: Request) => Reply | Promise<Reply> | undefined,
): FakeApi & { to(url: string): Request[] } {
  signIn();
  const api = fakeStaffApi();
  api.reply = (config) =>
    answer(config.url ?? '', config) ??
    (config.url === '/staff' ? { status: 200, data: { staff: [] } } : { status: 404, data: {} });
  return Object.assign(api, { to: (url: string) => api.requests.filter((r) => r.url === url) });
}

/** /cases at `url` (the queue, or one of its views), with its router to read the address from. */
export function renderCases(url: string) {
  const router = createMemoryRouter([{ path: '/cases', element: <QueueScreen /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
