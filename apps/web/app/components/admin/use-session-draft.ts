/**
 * The staff draft under its former name, for Admin › Notifications (its templates), whose file the list screens'
 * work holds at the moment: one mechanism, `useStaffDraft`; this alias goes when that file imports it directly.
 */
export { useStaffDraft as useSessionDraft } from './use-staff-draft.ts';
