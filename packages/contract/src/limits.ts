/** Size and length limits shared by the server and the forms. */
export const MB = 1024 * 1024;
export const DEFAULT_IMAGE_MAX_BYTES = 5 * MB;
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * MB;
/** Uploaded videos (MP4) and their captions (WebVTT): VIDEO_MAX_MB and CAPTIONS_MAX_KB change them. */
export const DEFAULT_VIDEO_MAX_BYTES = 50 * MB;
export const DEFAULT_CAPTIONS_MAX_BYTES = 512 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
export const TITLE_MAX = 300;
export const TEXT_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const EMAIL_MAX = 254;
/** A service's online link and a service page's address. */
export const LINK_MAX = 500;
export const SLUG_MAX = 100;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
/** Lists answered without page/pageSize never exceed this many rows. */
export const LIST_CAP = 1000;
export const PAGE_SIZE_MAX = 100;
/** The highest page number any list accepts (deeper pages are refused with 400, not sent to the database). */
export const PAGE_MAX = 100_000;
/** Ids are PostgreSQL int4 (serial): 1..2^31-1. A larger number is no id of any row. */
export const ID_MAX = 2_147_483_647;
/** Dates outside these years are refused: no council record is that old or that far ahead. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;
/** Largest long edge of a stored image and of its thumbnail, in pixels. */
export const IMAGE_MAX_EDGE = 1600;
export const THUMB_EDGE = 320;
/** A middle size for phones: what a 360-430 px wide screen at 2x needs. */
export const MEDIUM_EDGE = 800;
/**
 * Sign-in throttle. Per account and address pair: LOGIN_MAX_FAILURES_PER_PAIR attempts at once, then a wait of
 * LOGIN_DELAY_BASE_SECONDS, doubling after each further failure up to LOGIN_DELAY_CAP_SECONDS; forgotten after a
 * successful sign-in or LOGIN_PAIR_MEMORY_HOURS. Per address across accounts: LOGIN_MAX_FAILURES_PER_IP per
 * LOGIN_WINDOW_MINUTES. Per account across every address (distributed guessing): LOGIN_MAX_FAILURES_PER_ACCOUNT
 * failed attempts from addresses that have not signed in to it in the last LOGIN_KNOWN_ADDRESS_DAYS, then a wait
 * of LOGIN_DELAY_BASE_SECONDS for any such address, doubling up to LOGIN_ACCOUNT_DELAY_CAP_SECONDS; forgotten
 * after LOGIN_PAIR_MEMORY_HOURS. A delay, never a lock: an address the owner signed in from before is not held
 * by it (only by its pair and address limits).
 */
export const LOGIN_MAX_FAILURES_PER_PAIR = 5;
export const LOGIN_DELAY_BASE_SECONDS = 60;
export const LOGIN_DELAY_CAP_SECONDS = 3600;
export const LOGIN_PAIR_MEMORY_HOURS = 24;
export const LOGIN_MAX_FAILURES_PER_IP = 30;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_ACCOUNT_DELAY_CAP_SECONDS = 900;
export const LOGIN_KNOWN_ADDRESS_DAYS = 30;
/** Wrong current passwords allowed in the password change before growing delays (as sign-in's pair). */
export const PASSWORD_CHECK_MAX_FAILURES = 5;
/** Failed complaint look-ups (track, remind) allowed per address and per complaint number in the window. */
export const TRACK_MAX_FAILURES_PER_IP = 20;
export const TRACK_MAX_FAILURES_PER_COMPLAINT = 10;
export const TRACK_WINDOW_MINUTES = 15;
/** Default absolute session lifetime: "stay signed in" never goes past sign-in + this. */
export const SESSION_MAX_HOURS_DEFAULT = 12;
/** The session warning appears this long before expiry. */
export const SESSION_WARNING_SECONDS = 60;
export const NA = 'N/A';
/** The HttpOnly cookie that carries the browser's session token. */
export const SESSION_COOKIE = 'nagar_session';
