/** Texts of the RSS feed links (on the lists that have a feed) and of the HTML sitemap page (/sitemap). */
export const feedTexts = {
  en: {
    feeds: {
      link: 'RSS feed',
      /** The <link rel="alternate"> title, per language of the feed. */
      title: '{{list}} (RSS, English)',
      titleHi: '{{list}} (RSS, Hindi)',
    },
    sitemap: {
      title: 'Sitemap',
      metaDescription: 'Every page of the {{council}} website, by menu.',
      intro:
        'Every page of this website, grouped as in the main menu. The pages are the same in English and Hindi: choose the language at the top of any page.',
      other: 'Other pages',
      feedsHeading: 'RSS feeds',
      footerLink: 'Sitemap',
    },
  },
  hi: {
    feeds: {
      link: 'आरएसएस फ़ीड',
      title: '{{list}} (आरएसएस, अंग्रेज़ी)',
      titleHi: '{{list}} (आरएसएस, हिन्दी)',
    },
    sitemap: {
      title: 'साइटमैप',
      metaDescription: '{{council}} की वेबसाइट के सभी पेज, मेन्यू के अनुसार।',
      intro: 'इस वेबसाइट के सभी पेज, मुख्य मेन्यू के क्रम में। पेज अंग्रेज़ी और हिन्दी में एक ही हैं: किसी भी पेज के ऊपर भाषा चुनें।',
      other: 'अन्य पेज',
      feedsHeading: 'आरएसएस फ़ीड',
      footerLink: 'साइटमैप',
    },
  },
};
