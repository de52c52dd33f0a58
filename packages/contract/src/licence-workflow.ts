// Without zod: the web app's text keys (i18n/keys.ts) are in the browser's first script (see base.ts).

export const TRADE_LICENCE_STATUSES = ['submitted', 'scrutiny', 'returned', 'approved', 'rejected'] as const;
export type TradeLicenceStatus = (typeof TRADE_LICENCE_STATUSES)[number];
/** Statuses in which staff still have something to do (the queue's default view). */
export const TRADE_LICENCE_OPEN_STATUSES: readonly TradeLicenceStatus[] = ['submitted', 'scrutiny'];

/**
 * The one state machine of an application (design: workflows are definitions). Each staff action: the statuses it
 * may be taken from, the status it leads to (none: the status stays), whether remarks are required, and whether it
 * carries the counter receipt. `correct` is the applicant's (through tracking, with the mobile). `cancel` leaves the
 * application approved and cancels its licence (only while the licence is not cancelled already: `actionsFor`'s
 * `licenceCancelled`).
 */
export const TRADE_LICENCE_WORKFLOW = {
  scrutinise: { from: ['submitted'], to: 'scrutiny', remarks: false },
  recordFee: { from: ['submitted', 'scrutiny'], to: null, remarks: false, receipt: true },
  return: { from: ['submitted', 'scrutiny'], to: 'returned', remarks: true },
  approve: { from: ['scrutiny'], to: 'approved', remarks: true, needsReceipt: true },
  reject: { from: ['submitted', 'scrutiny'], to: 'rejected', remarks: true },
  cancel: { from: ['approved'], to: null, remarks: true },
} as const satisfies Record<
  string,
  { from: readonly TradeLicenceStatus[]; to: TradeLicenceStatus | null; remarks: boolean; receipt?: boolean; needsReceipt?: boolean }
>;
export type TradeLicenceAction = keyof typeof TRADE_LICENCE_WORKFLOW;
export const TRADE_LICENCE_ACTIONS = Object.keys(TRADE_LICENCE_WORKFLOW) as TradeLicenceAction[];
/** The staff actions open to an application in `status` (no `cancel` once its licence is cancelled). */
export const actionsFor = (status: TradeLicenceStatus, licenceCancelled = false): TradeLicenceAction[] =>
  TRADE_LICENCE_ACTIONS.filter(
    (a) => (TRADE_LICENCE_WORKFLOW[a].from as readonly string[]).includes(status) && !(a === 'cancel' && licenceCancelled),
  );
