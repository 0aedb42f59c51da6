// `@onboarding/shared/ui/form`: the form controls a first form needs (text fields, the captcha, the layout classes),
// without Radix. /login imports these from here and its dialogs only when one opens, so that Radix Dialog (its focus
// trap and scroll lock: about 12 KiB gzipped) and the rest of `@onboarding/shared/ui` do not load before the form's
// first paint. `@onboarding/shared/ui` re-exports all of them (by this entry's name: under Module Federation it is a
// shared module of its own, and a relative import would load a second copy).
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './TextField';
export { Captcha, ALTCHA_CHALLENGE_URL, type CaptchaHandle, type CaptchaProps } from './Captcha';
export { layout, type LayoutClass } from './layout';
export { ScreenHeader, type ScreenHeaderProps } from './ScreenHeader';
export { FieldNotes, fieldText, type FieldNotesProps } from './FieldNotes';
export { useCaptchaAnswer } from './useCaptchaAnswer';
