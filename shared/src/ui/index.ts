// React components of @onboarding/shared. Import `@onboarding/shared/ui/tokens.css` once (the shell does).
// The light ones come from `@onboarding/shared/ui/core` and `@onboarding/shared/ui/form`, by the package's name: under
// Module Federation each is a shared module of its own, and a relative import would give this module a second toast
// queue.
export {
  Button,
  buttonClassName,
  Spinner,
  ToastHost,
  notifyError,
  notifySuccess,
  useMediaQuery,
  LanguageSwitch,
  Ltr,
  type ButtonProps,
  type SpinnerProps,
  type LanguageSwitchProps,
  type LtrProps,
} from '@onboarding/shared/ui/core';
export {
  TextField,
  TextAreaField,
  Captcha,
  ALTCHA_CHALLENGE_URL,
  layout,
  FieldNotes,
  fieldText,
  ScreenHeader,
  useCaptchaAnswer,
  type TextFieldProps,
  type TextAreaFieldProps,
  type CaptchaHandle,
  type CaptchaProps,
  type LayoutClass,
  type FieldNotesProps,
  type ScreenHeaderProps,
} from '@onboarding/shared/ui/form';
export { Modal, type ModalProps } from './Modal';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { ErrorModal, type ErrorModalProps } from './ErrorModal';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { FileDrop, type FileDropProps } from './FileDrop';
export { ScrollRegion, type ScrollRegionProps } from './ScrollRegion';
export {
  ScheduleTable,
  type ScheduleRow,
  type ScheduleTableProps,
  type ScheduleTableTexts,
} from './ScheduleTable';
export { StepProgress, type StepProgressProps } from './StepProgress';
export { Tile, CheckTile, type TileProps, type CheckTileProps } from './Tile';
export { FinishedStep, type FinishedStepProps } from './FinishedStep';
export { DoneStepGate, type DoneStepGateProps } from './DoneStepGate';
export { MessageScreen, type MessageScreenProps } from './MessageScreen';
export { SuccessMark } from './SuccessMark';
export { withEnglishWords } from './EnglishWords';
export { mountStandalone } from './standalone';
