/**
 * Texts of the GIGW controls on every public page (issue 29): text size and contrast in the header, the
 * breadcrumbs, the footer's "last updated", the mark on an item shown in the other language, the page that
 * warns before an external link and the download's format and size. Merged into the public catalogues.
 */
const en = {
  display: {
    group: 'Text size and contrast',
    smaller: 'Smaller text',
    normal: 'Normal text size',
    larger: 'Larger text',
    contrast: 'High contrast',
    sizes: { sm: 'small', md: 'normal', lg: 'large', xl: 'largest' },
    sizeNow: 'Text size: {{size}}',
    contrastOn: 'High contrast on',
    contrastOff: 'High contrast off',
  },
  breadcrumb: { label: 'You are here', home: 'Home' },
  siteUpdated: { text: 'Last updated: {{date}}' },
  langMark: { en: 'English only', hi: 'केवल हिन्दी' },
  leaving: {
    title: 'You are leaving this website',
    text: 'The link you followed goes to a website that {{council}} does not run. Its content and its privacy policy are its owner’s, not the council’s.',
    destination: 'Destination',
    continue: 'Continue to the other website',
    back: 'Go back',
    invalidTitle: 'This link cannot be followed',
    invalidText: 'The address is not a web address (http or https).',
    description: 'A notice that a link leads to another website.',
  },
  download: { format: '{{format}}, {{size}}' },
};

const hi: typeof en = {
  display: {
    group: 'अक्षर का आकार और कंट्रास्ट',
    smaller: 'छोटे अक्षर',
    normal: 'सामान्य आकार के अक्षर',
    larger: 'बड़े अक्षर',
    contrast: 'उच्च कंट्रास्ट',
    sizes: { sm: 'छोटा', md: 'सामान्य', lg: 'बड़ा', xl: 'सबसे बड़ा' },
    sizeNow: 'अक्षर का आकार: {{size}}',
    contrastOn: 'उच्च कंट्रास्ट चालू',
    contrastOff: 'उच्च कंट्रास्ट बंद',
  },
  breadcrumb: { label: 'आप यहाँ हैं', home: 'मुख पृष्ठ' },
  siteUpdated: { text: 'अंतिम अद्यतन: {{date}}' },
  // The mark is in the item's own language (it stands beside that text), so the same in both catalogues.
  langMark: { en: 'English only', hi: 'केवल हिन्दी' },
  leaving: {
    title: 'आप इस वेबसाइट से बाहर जा रहे हैं',
    text: 'आपने जो लिंक चुना है वह ऐसी वेबसाइट पर जाता है जिसे {{council}} नहीं चलाती। उसकी सामग्री और गोपनीयता नीति उसके स्वामी की है, परिषद की नहीं।',
    destination: 'गंतव्य',
    continue: 'दूसरी वेबसाइट पर जाएँ',
    back: 'वापस जाएँ',
    invalidTitle: 'इस लिंक पर नहीं जाया जा सकता',
    invalidText: 'यह पता वेब पता (http या https) नहीं है।',
    description: 'सूचना कि एक लिंक दूसरी वेबसाइट पर ले जाता है।',
  },
  download: { format: '{{format}}, {{size}}' },
};

export const displayTexts = { en, hi };
