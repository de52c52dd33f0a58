import { z } from 'zod';

/** The longest Find my ward query looked for (the page's maxlength too). */
export const FIND_WARD_QUERY_MAX = 100;
/** The most wards one lookup answers, and the most localities it lists per ward. */
export const FIND_WARD_MAX_WARDS = 10;
export const FIND_WARD_MAX_LOCALITIES = 60;

/** The CSV header of a locality import (Admin › Localities), in this order. */
export const LOCALITY_CSV_HEADER = ['name', 'name_hi', 'ward', 'pincode'] as const;
/** The largest locality CSV file accepted (bytes). */
export const LOCALITY_CSV_MAX_BYTES = 1024 * 1024;
/** The most lines (after the header) one import takes. */
export const LOCALITY_CSV_MAX_LINES = 5000;

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** A query with Devanagari digits as ASCII ones, spaces squeezed, trimmed. */
export const normaliseWardQuery = (q: string): string =>
  q
    .replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What a Find my ward query asks for: a ward by number ("ward 4", "वार्ड 4", "ward no. 4", "4"), the wards of a
 * pincode (six digits), or a locality or landmark by part of its name (either language).
 */
export function wardQueryKind(query: string): { kind: 'ward'; number: number } | { kind: 'pincode'; pincode: string } | { kind: 'text' } {
  const q = normaliseWardQuery(query);
  if (/^[1-9]\d{5}$/.test(q)) return { kind: 'pincode', pincode: q };
  const ward = /^(?:(?:ward|wd\.?|w\.?|वार्ड|वॉर्ड)\s*(?:no\.?|number|nr\.?|#|क्र\.?|क्रमांक|नं\.?|नंबर|संख्या)?\s*)?(\d{1,3})$/i.exec(q);
  if (ward) return { kind: 'ward', number: Number(ward[1]) };
  return { kind: 'text' };
}

/** The number of a ward by its name ('Ward 4 – Ram Nagar', 'वार्ड 4'): its first number, or null. */
export const wardNumberOf = (name: string): number | null => {
  const m = /\d+/.exec(normaliseWardQuery(name));
  return m ? Number(m[0]) : null;
};

export const WardPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string(),
  designation: z.string(),
  postRemarks: z.string(),
  postRemarksHi: z.string(),
  mobileNumber: z.string().nullable(),
  landLineNumber: z.string().nullable(),
  /** The photo's thumbnail address, or null. */
  photo: z.string().nullable(),
});
export type WardPerson = z.infer<typeof WardPerson>;

export const WardLocality = z.object({ name: z.string(), nameHi: z.string(), pincode: z.string() });
export type WardLocality = z.infer<typeof WardLocality>;

export const WardMatch = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string(),
  /** The localities the query found in it (a ward asked for by number: all of them, up to FIND_WARD_MAX_LOCALITIES). */
  localities: z.array(WardLocality),
  /** Its Ward Parshad (member). */
  members: z.array(WardPerson),
  /** The other officials of the ward. */
  officers: z.array(WardPerson),
});
export type WardMatch = z.infer<typeof WardMatch>;

/** GET /api/Public/find-my-ward?q=: the wards a query names, and the council office's phone. */
export const WardLookup = z.object({
  q: z.string(),
  by: z.enum(['ward', 'pincode', 'text', 'none']),
  wards: z.array(WardMatch),
  officePhone: z.string(),
});
export type WardLookup = z.infer<typeof WardLookup>;

/**
 * A locality CSV import's answer: the lines read, the localities added and updated (a dry run: that it would add and
 * update), each bad line (by its line number in the file, the header being line 1).
 */
export const LocalityImportResult = z.object({
  dryRun: z.boolean(),
  lines: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type LocalityImportResult = z.infer<typeof LocalityImportResult>;
