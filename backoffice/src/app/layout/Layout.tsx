import { ltrText, useTranslation } from '@onboarding/shared';
import {
  Button,
  LanguageSwitch,
  notifyError,
  notifySuccess,
  Spinner,
  useMediaQuery,
} from '@onboarding/shared/ui/core';
import { Link, Navigate, Outlet, useLocation, useNavigate } from '@onboarding/shared/router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BACKOFFICE_NS } from '../../i18n';
import { signOut, signOutEverywhere } from '../api';
import { errorMessage } from '../errors';
import { homeFor, navFor, setSignedIn, staffAtom } from '../session';
import styles from './layout.module.css';

/** Where the header folds its account's controls behind a button (layout.module.css's phone width). */
const COMPACT_HEADER = '(max-width: 47.99rem)';

/** The staff pages need a session: nobody signed in goes to /sign-in. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const staff = useAtomValue(staffAtom);
  if (staff === undefined) return <Spinner fullPage />;
  if (staff === null) return <Navigate to="/sign-in" replace />;
  return children;
}

/** `/`: the reader's first page (cases for reviewers and approvers, the team for admins). */
export function StaffHome() {
  const staff = useAtomValue(staffAtom);
  return <Navigate to={staff ? homeFor(staff.role) : '/sign-in'} replace />;
}

/** The staff pages' frame: skip link, header with the role's navigation and the sign-out buttons, main. */
export function Layout() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const staff = useAtomValue(staffAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'one' | 'all' | null>(null);
  const first = useRef(true);
  // On a phone the header is short: the app's name and a button, the pages, who is signed in; the language and the
  // sign-out are behind the button.
  const compact = useMediaQuery(COMPACT_HEADER);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A new page closes the menu.
  const [menuFor, setMenuFor] = useState(location.pathname);
  if (menuFor !== location.pathname) {
    setMenuFor(location.pathname);
    setMenuOpen(false);
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !compact || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  // Focus follows navigation: the new page's heading, so a screen reader starts reading the new page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => document.querySelector<HTMLElement>('main h1')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [location.pathname]);

  if (!staff) return null;
  const signedInAs = t('nav.signedInAs', { email: ltrText(staff.email), role: t(`roles.${staff.role}`) });

  const leave = async (everywhere: boolean) => {
    setBusy(everywhere ? 'all' : 'one');
    try {
      if (everywhere) {
        const count = await signOutEverywhere();
        notifySuccess(t('nav.signedOutEverywhere', { count }));
      } else await signOut();
      setSignedIn(null);
      navigate('/sign-in', { replace: true });
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header} onKeyDown={closeOnEscape}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            {t('productName')}
          </Link>
          {compact && (
            <Button
              ref={menuButton}
              variant="secondary"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls="staff-account"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {t('nav.account')}
            </Button>
          )}
        </div>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <ul>
            {navFor(staff.role).map((item) => {
              const current =
                location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);
              return (
                <li key={item.key}>
                  <Link to={item.path} aria-current={current ? 'page' : undefined}>
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.account}>
          <span className={styles.who} title={signedInAs}>
            {signedInAs}
          </span>
          <div id="staff-account" className={styles.menu} hidden={compact && !menuOpen}>
            <LanguageSwitch className={styles.language} />
            <Button
              variant="secondary"
              className={styles.signOut}
              loading={busy === 'one'}
              onClick={() => void leave(false)}
            >
              {t('nav.signOut')}
            </Button>
            <Button
              variant="link"
              className={styles.signOut}
              loading={busy === 'all'}
              onClick={() => void leave(true)}
            >
              {t('nav.signOutEverywhere')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
