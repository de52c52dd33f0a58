/**
 * The back-office form's warning when a bilingual field has text on one side only (issue 29, GIGW 3.0 language
 * marking): beside the empty field, before saving. Saving is still allowed, and its message stays the spec's.
 */
export const bilingualWarning = {
  en: {
    hiEmpty: 'The Hindi text is empty: Hindi pages will show the English text, marked “English only”.',
    enEmpty: 'The English text is empty: English pages will show the Hindi text, marked “केवल हिन्दी”.',
  },
  hi: {
    hiEmpty: 'हिन्दी पाठ खाली है: हिन्दी पृष्ठों पर अंग्रेज़ी पाठ “English only” चिह्न के साथ दिखेगा।',
    enEmpty: 'अंग्रेज़ी पाठ खाली है: अंग्रेज़ी पृष्ठों पर हिन्दी पाठ “केवल हिन्दी” चिह्न के साथ दिखेगा।',
  },
};
