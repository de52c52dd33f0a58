import { bi, type Bilingual } from './resource.ts';

/** The statuses staff can set, in workflow order (one list for the form, the filters and the charts). */
export const COMPLAINT_STATUSES = ['Open', 'Pending', 'In Progress', 'Resolved', 'Rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * Spec §4 badge colours (Resolved green, Pending and Open yellow, Rejected red, anything else grey); the
 * charts use the same colours, so a slice and its badge always match. Text colour keeps 4.5:1 contrast.
 */
export const STATUS_STYLE: Record<string, { fill: string; text: string; label: Bilingual }> = {
  Open: { fill: '#ffc107', text: '#000', label: bi('Open', 'खुली') },
  Pending: { fill: '#e0a800', text: '#000', label: bi('Pending', 'लंबित') },
  'In Progress': { fill: '#0d6efd', text: '#fff', label: bi('In Progress', 'प्रगति पर') },
  Resolved: { fill: '#198754', text: '#fff', label: bi('Resolved', 'निस्तारित') },
  Rejected: { fill: '#dc3545', text: '#fff', label: bi('Rejected', 'अस्वीकृत') },
};
export const OTHER_STATUS_STYLE = { fill: '#6c757d', text: '#fff' };

export interface StatusCount {
  status: string;
  count: number;
}
