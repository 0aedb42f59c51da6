const MB = 1024 * 1024;

export const HTTP_TIMEOUT_MS = 60_000;
export const TOKEN_STORAGE_KEY = 'token';

export const TOAST_AUTO_CLOSE_MS = 3327;
export const TOAST_DRAG_PERCENT = 60;

/** Widths in CSS pixels. The navbar replaces the side panel at this width or less. */
export const NAVBAR_MAX_WIDTH = 768;
/** Drag-and-drop mapping is used above 767 px, i.e. from this width on. */
export const MAPPING_DESKTOP_MIN_WIDTH = 768;
/** The welcome greeting is the short one at this width or less. */
export const WELCOME_SHORT_MAX_WIDTH = 576;

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 100;
export const HELP_NOTE_MIN_LENGTH = 3;
export const HELP_NOTE_MAX_LENGTH = 200;
export const HELP_EMAIL_MAX_LENGTH = 50;
export const BUSINESS_FIELD_MAX_LENGTH = 50;

export const MAX_REQUESTED_AMOUNT = 100_000_000;

/** Places of operation: at most one per country of the list (ISO 3166-1 has 249), custom places included. */
export const MAX_PLACES_OF_OPERATION = 249;
/** Any other text field without a length of its own in the spec: long enough for any real value, never unbounded. */
export const TEXT_MAX_LENGTH = 2000;
/** Captcha answers: an ALTCHA payload or a reCAPTCHA response token. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 10_000;
/** Columns named in a CSV or monthly-accounts mapping. */
export const MAX_MAPPED_COLUMNS = 50;

export const MAX_DOCUMENT_BYTES = 20 * MB;
export const MAX_CSV_BYTES = 200 * MB;
export const MAX_EXCEL_BYTES = 20 * MB;

export const MIN_CSV_COLUMNS_SAAS = 4;
export const MIN_CSV_COLUMNS_OTHER = 3;
/** A monthly-accounts sheet must yield at least this many rows to be mappable. */
export const MIN_MONTHLY_SHEET_ROWS = 8;
export const MIN_MONTHLY_ACCOUNTS_MONTHS = 12;

/** Stripe and Tap secret keys. */
export const SECRET_KEY_MIN_LENGTH = 32;
export const SECRET_KEY_PREFIX = 'sk_live_';
/** PayPal secret key and client id must be longer than this. */
export const PAYPAL_FIELD_MIN_EXCLUSIVE = 20;

/** Sent as application_id to the OAuth service when the onboarding id is unknown. */
export const DEFAULT_APPLICATION_ID = 1111;

export const REVIEW_BUSINESS_DAYS = 2;
