import '@onboarding/shared/ui/tokens.css';
import '@onboarding/shared/ui/page.css';
import './app/global.css';
import './i18n';
import { startLanguage } from '@onboarding/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadReviewPanel } from './app/federation/runtime';
import { createBackofficeRouter } from './app/router';
import { checkSession, handleSessionEnded } from './app/session';
import { takeEnrolmentToken } from './features/enrol/enrolment-token';
import { takeSetupToken } from './features/setup/setup-token';

// The enrolment and setup links carry their token in the fragment (#token=…, #setup=…), which never reaches a
// server or a log: read it, then take it out of the address bar and the history before anything else runs.
takeEnrolmentToken(window);
takeSetupToken(window);

const language = startLanguage();
const ready = checkSession()
  .catch(() => null)
  .then(async () => {
    await language;
    const router = createBackofficeRouter(loadReviewPanel);
    handleSessionEnded(() => void router.navigate('/sign-in', { replace: true }));
    return router;
  });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App router={ready} />
  </StrictMode>,
);
