/** List of Holidays texts. The days themselves are content (Admin › Holidays). */
export const holidays = {
  en: {
    title: 'List of Holidays',
    metaDescription: 'Public holidays observed by {{council}}: dates, days and occasions.',
    caption: 'Public holidays {{year}}',
    serial: 'S. No.',
    date: 'Date',
    day: 'Day',
    occasion: 'Occasion',
    type: 'Type',
    year: 'Year',
    show: 'Show',
    none: 'No holidays are listed for {{year}} yet.',
    indicative:
      'This list is indicative. The holidays notified by the {{state}} in its official notification prevail; festival dates that depend on the moon may change.',
    officeClosed: 'The council office is closed on these days.',
    /** The state government when Admin › Settings names none. */
    stateFallback: 'state government',
  },
  hi: {
    title: 'अवकाश सूची',
    metaDescription: '{{council}} के सार्वजनिक अवकाश: तिथि, दिन और अवसर।',
    caption: 'सार्वजनिक अवकाश {{year}}',
    serial: 'क्रमांक',
    date: 'तिथि',
    day: 'दिन',
    occasion: 'अवसर',
    type: 'प्रकार',
    year: 'वर्ष',
    show: 'दिखाएँ',
    none: 'वर्ष {{year}} के अवकाश अभी सूचीबद्ध नहीं हैं।',
    indicative:
      'यह सूची सांकेतिक है। {{state}} द्वारा अपनी आधिकारिक अधिसूचना में घोषित अवकाश ही मान्य होंगे; चंद्रमा पर निर्भर त्योहारों की तिथियाँ बदल सकती हैं।',
    officeClosed: 'इन दिनों परिषद कार्यालय बंद रहता है।',
    stateFallback: 'राज्य शासन',
  },
};
