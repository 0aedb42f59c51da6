// React components of @onboarding/shared. Import `@onboarding/shared/ui/tokens.css` once (the shell does).
export { Button, type ButtonProps } from './Button';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './TextField';
export { Modal, type ModalProps } from './Modal';
export { ErrorModal, type ErrorModalProps } from './ErrorModal';
export { Spinner, type SpinnerProps } from './Spinner';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { FileDrop, type FileDropProps } from './FileDrop';
export { Captcha, ALTCHA_CHALLENGE_URL, type CaptchaHandle, type CaptchaProps } from './Captcha';
export { ToastHost, notifyError, notifySuccess } from './toast';
export { useMediaQuery } from './useMediaQuery';
