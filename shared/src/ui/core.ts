// `@onboarding/shared/ui/core`: the components the page frame and the welcome page need, without Radix. The shell
// imports these from here, so that the dialogs (Radix Dialog, its focus trap and scroll lock: about 10 KiB gzipped)
// and the form controls of `@onboarding/shared/ui` load with the first screen that uses them, not with the first page.
// `@onboarding/shared/ui` re-exports all of them, so remotes need not know this entry.
export { Button, buttonClassName, type ButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { ToastHost, notifyError, notifySuccess } from './toast';
export { assumeMediaQueries, useMediaQuery } from './useMediaQuery';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { Ltr, type LtrProps } from './Ltr';
export { Glyph } from './Glyph';
