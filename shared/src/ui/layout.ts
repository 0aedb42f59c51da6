import common from './common.module.css';
import classes from './layout.module.css';

/** The class names of layout.module.css, plus the visually hidden text of common.module.css. */
export type LayoutClass =
  | 'screen'
  | 'centered'
  | 'compact'
  | 'header'
  | 'title'
  | 'intro'
  | 'text'
  | 'form'
  | 'actions'
  | 'actionsSplit'
  | 'panel'
  | 'status'
  | 'alert'
  | 'fieldset'
  | 'legend'
  | 'choices'
  | 'choice'
  | 'select'
  | 'tiles'
  | 'visuallyHidden';

/**
 * The screen layout every remote shares (see layout.module.css): `<section className={layout.screen}>`, with a
 * remote's own class beside a shared one for what is particular to a screen. Exported from `@onboarding/shared/ui`, a
 * federation singleton, so the style sheet ships once however many remotes use it.
 */
export const layout = { ...classes, visuallyHidden: common.visuallyHidden } as Readonly<
  Record<LayoutClass, string>
>;
