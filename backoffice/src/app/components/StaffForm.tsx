import { useTranslation } from '@onboarding/shared';
import { Button, layout } from '@onboarding/shared/ui';
import { useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../../features/screens.module.css';
import { errorMessage } from '../errors';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface StaffFormOptions<K extends string> {
  /** Prefix of the inputs' ids (`sign-in` → `sign-in-email`), unique on the page. */
  id: string;
  initial: Record<K, string>;
  /** The fields in error and why, in the form's order: the first one takes the focus. */
  validate(values: Record<K, string>): FieldErrors<K>;
  send(values: Record<K, string>, set: (name: K, value: string) => void): Promise<void>;
  /** The form stays busy once sent: the screen leads elsewhere. */
  leaves?: boolean;
  /** After the server refused: what to clear (a one-time code is used up). */
  refused?(set: (name: K, value: string) => void): void;
}

/**
 * The state of a staff form: its values, each field's error, the server's reason for a refusal and the busy button.
 * `field(name)` gives a TextField what it needs to be that field.
 */
export function useStaffForm<K extends string>({
  id,
  initial,
  validate,
  send,
  leaves = false,
  refused,
}: StaffFormOptions<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: K, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const field = (name: K, clean: (value: string) => string = (value) => value) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, clean(e.target.value)),
    error: errors[name] ?? null,
    required: true,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(values, set);
      if (!leaves) setBusy(false);
    } catch (err) {
      setFailure(errorMessage(err));
      refused?.(set);
      setBusy(false);
    }
  };

  return { values, set, field, failure, busy, onSubmit };
}

/** The end of a staff form: the server's reason for a refusal, then the one full-width button. */
export function FormEnd({ failure, busy, label }: { failure: string | null; busy: boolean; label: string }) {
  return (
    <>
      {failure && (
        <p className={layout.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={layout.actions}>
        <Button type="submit" loading={busy} fullWidth>
          {label}
        </Button>
      </div>
    </>
  );
}

export interface AuthScreenProps {
  /** Prefix of the heading's id. */
  id: string;
  title: string;
  intro?: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  busy?: boolean;
  /** Above the card (the language switch). */
  above?: ReactNode;
  children: ReactNode;
}

/** A page of its own, before any session (sign in, enrol): the product's name, a title to focus, the card. */
export function AuthScreen({ id, title, intro, headingRef, busy, above, children }: AuthScreenProps) {
  const { t } = useTranslation(BACKOFFICE_NS);
  return (
    <main id="main" className={styles.centeredPage}>
      {above}
      <section className={layout.screen} aria-labelledby={`${id}-title`} aria-busy={busy}>
        <header className={layout.header}>
          <p className={styles.product}>{t('productName')}</p>
          <h1 id={`${id}-title`} className={layout.title} ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {intro && <p className={layout.intro}>{intro}</p>}
        </header>
        {children}
      </section>
    </main>
  );
}
