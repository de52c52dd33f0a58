import type { PolicyPageDraft, PolicySlug } from '@nagar/contract';
import { defaultPolicyPage } from '@nagar/server/policy/defaults.ts';

/**
 * The demo council's policy pages: the default texts (which name the council from the settings) with what the demo
 * council adds of its own, saved through the service an admin uses (Admin › Policy pages).
 */
const ADDED: Partial<Record<PolicySlug, { en: string; hi: string }>> = {
  accessibility: {
    en: '<h2>Who looks after accessibility</h2><p>The council’s Web Information Manager (Room 12, ground floor of the council office, Monday to Saturday during office hours) answers accessibility requests. The website was last checked against WCAG 2.1 AA in November 2026.</p>',
    hi: '<h2>सुगम्यता की देखरेख कौन करता है</h2><p>परिषद के वेब सूचना प्रबंधक (परिषद कार्यालय का भूतल, कक्ष 12, सोमवार से शनिवार, कार्यालय समय में) सुगम्यता संबंधी अनुरोधों का उत्तर देते हैं। वेबसाइट की WCAG 2.1 AA के अनुसार अंतिम जाँच नवंबर 2026 में की गई।</p>',
  },
  help: {
    en: '<h2>Help at the council office</h2><p>At the citizen service counter of the council office (ground floor, next to the main entrance) staff help you find a notice, download a form or post a grievance.</p>',
    hi: '<h2>परिषद कार्यालय में सहायता</h2><p>परिषद कार्यालय के नागरिक सेवा काउंटर (भूतल, मुख्य द्वार के पास) पर कर्मचारी सूचना खोजने, फ़ॉर्म डाउनलोड करने या शिकायत दर्ज करने में आपकी सहायता करते हैं।</p>',
  },
  'copyright-policy': {
    en: '<p>The photographs in the photo gallery were taken by the council’s staff at council events in Sundarpur and may be used under the same conditions.</p>',
    hi: '<p>फ़ोटो गैलरी के चित्र परिषद के कर्मचारियों ने सुंदरपुर में परिषद के कार्यक्रमों में लिए हैं, और उनका उपयोग इन्हीं शर्तों पर किया जा सकता है।</p>',
  },
  disclaimer: {
    en: '<p>Property tax amounts shown on this website are for information; the demand notice issued by the revenue section of the council is final.</p>',
    hi: '<p>इस वेबसाइट पर दिखाई गई संपत्ति कर की राशि जानकारी के लिए है; परिषद के राजस्व अनुभाग द्वारा जारी मांग पत्र ही अंतिम है।</p>',
  },
};

/** Each page's text for the demo council, in the order of the contract's list. */
export function demoPolicyPages(slugs: readonly PolicySlug[]): Array<[PolicySlug, PolicyPageDraft]> {
  return slugs.map((slug) => {
    const base = defaultPolicyPage(slug);
    const added = ADDED[slug];
    return [slug, added ? { ...base, body: base.body + added.en, bodyHi: base.bodyHi + added.hi } : base];
  });
}
