// Standalone page for working on this remote alone (its dist/index.html). The shell never loads this file: it loads
// './routes' and mounts the routes under its own layout.
import { mountStandalone } from '@onboarding/shared/ui';
import routes from './routes';

mountStandalone('dashboard', routes);
