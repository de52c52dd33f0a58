import { TRADE_LICENCE_DOCUMENTS, type PortalContext, type TradeLicenceDocumentKind } from '@nagar/contract';

/** Upload limits as shown beside the documents (the server's IMAGE_MAX_MB and DOCUMENT_MAX_MB decide). */
const mbOf = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * What the trade licence form (TradeLicenceFields) needs from the server, for an application and for the correction
 * of a returned one alike: the council's wards in both languages and the documents' upload limits in MB.
 */
export async function licenceFormOptions(context: PortalContext) {
  const options = await context.portal.complaintOptions();
  const limits = context.portal.uploadLimits();
  return {
    wards: options.wards.map((name, i) => ({ name, nameHi: options.wardsHi[i] ?? '' })),
    documentLimits: { pdf: mbOf(limits.documentMaxBytes), image: mbOf(limits.imageMaxBytes) },
  };
}

/** The documents a licence form sent (an application's or a correction's), each file not left empty, in the list's order. */
export async function licenceDocuments(form: FormData) {
  const documents: Array<{ kind: TradeLicenceDocumentKind; filename: string; data: Uint8Array }> = [];
  for (const d of TRADE_LICENCE_DOCUMENTS) {
    const file = form.get(d.key);
    if (file && typeof file !== 'string' && file.size > 0)
      documents.push({ kind: d.key, filename: file.name, data: new Uint8Array(await file.arrayBuffer()) });
  }
  return documents;
}
