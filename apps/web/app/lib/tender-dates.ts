import { formatDate } from './format.ts';

/** Spec §9: tenders dd/MMM/yyyy; closing time dd/MMM/yyyy HH:mm. */
export const tenderDate = (v: unknown, lang: string) => formatDate(v, 'day', lang);
export const tenderClosing = (date: unknown, time: unknown, lang: string) =>
  typeof date === 'string' && date ? formatDate(`${date}T${typeof time === 'string' && time ? time : '23:59'}`, 'dateTime', lang) : '';
