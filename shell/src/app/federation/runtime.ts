import { createBrowserFederationRuntime } from '@onboarding/shared/federation/runtime';
import { createRemoteRoutesLoader } from './load-remote-routes';

export const loadRemoteRoutes = createRemoteRoutesLoader(createBrowserFederationRuntime('shell'));
