import { resources, withValidity } from '@nagar/contract';

/**
 * The archive pages' texts (GIGW 3.0: items whose "valid until" date has passed, per content type) and the list
 * pages' link to them. A page's title nests the type's public title: '$t(res.notice.publicTitle)'.
 */
const titles = (suffix: string) =>
  Object.fromEntries(withValidity(resources).map((r) => [r.name, `$t(res.${r.name}.publicTitle) ${suffix}`]));

export const archiveTexts = {
  archive: {
    en: {
      titles: titles('— Archive'),
      intro: 'Items whose validity has ended are kept here for reference. Nothing is deleted.',
      filterLegend: 'Filter the archive',
      year: 'Year',
      allYears: 'All years',
      show: 'Show',
      empty: 'There are no archived items.',
      emptyYear: 'There are no archived items from {{year}}.',
      shownYear: 'Showing items from {{year}}.',
      link: 'Archive: items whose validity has ended',
      back: 'Back to the current list',
      validUntil: 'Valid until',
      archived: 'Archived',
    },
    hi: {
      titles: titles('— संग्रह'),
      intro: 'जिन प्रविष्टियों की वैधता समाप्त हो चुकी है, वे संदर्भ के लिए यहाँ रखी गई हैं। कुछ भी हटाया नहीं जाता।',
      filterLegend: 'संग्रह छाँटें',
      year: 'वर्ष',
      allYears: 'सभी वर्ष',
      show: 'दिखाएँ',
      empty: 'कोई संग्रहीत प्रविष्टि नहीं है।',
      emptyYear: '{{year}} की कोई संग्रहीत प्रविष्टि नहीं है।',
      shownYear: '{{year}} की प्रविष्टियाँ दिखाई जा रही हैं।',
      link: 'संग्रह: जिन प्रविष्टियों की वैधता समाप्त हो चुकी है',
      back: 'वर्तमान सूची पर वापस जाएँ',
      validUntil: 'तक मान्य',
      archived: 'संग्रहीत',
    },
  },
};

/** Admin › Settings' section on the default validity of new items, and the dashboard's list of those expiring soon. */
export const validityAdminTexts = {
  validity: {
    en: {
      legend: 'Validity of new items',
      hint: 'How many months a new item stays valid when it is saved without a "Valid until" date; after that it moves to the archive page (nothing is deleted). 0: no default, the item stays until someone sets a date. Tenders count from their last date of submission, latest news from the day it is written, the others from their issue or release date.',
      months: 'months',
      expiringHeading: 'Expiring within {{days}} days',
      expiringIntro: 'These items move to the archive after their "Valid until" date. Edit one to keep it longer.',
      expiringNone: 'Nothing expires in the next {{days}} days.',
      type: 'Type',
      title: 'Title',
      validUntil: 'Valid until',
      edit: 'Edit',
      editItem: 'Edit {{title}}',
    },
    hi: {
      legend: 'नई प्रविष्टियों की वैधता',
      hint: 'बिना "तक मान्य" तिथि के सहेजी गई नई प्रविष्टि कितने महीने मान्य रहे; उसके बाद वह संग्रह पृष्ठ पर चली जाती है (कुछ भी हटाया नहीं जाता)। 0: कोई डिफ़ॉल्ट नहीं, प्रविष्टि तब तक रहती है जब तक कोई तिथि न रखे। निविदाएँ जमा करने की अंतिम तिथि से, ताज़ा समाचार लिखे जाने के दिन से, बाकी अपनी जारी करने या प्रकाशन की तिथि से गिनी जाती हैं।',
      months: 'महीने',
      expiringHeading: '{{days}} दिनों में समाप्त होने वाली प्रविष्टियाँ',
      expiringIntro: '"तक मान्य" तिथि के बाद ये प्रविष्टियाँ संग्रह में चली जाएँगी। किसी को लंबे समय तक रखने के लिए उसे संपादित करें।',
      expiringNone: 'अगले {{days}} दिनों में कुछ भी समाप्त नहीं हो रहा है।',
      type: 'प्रकार',
      title: 'शीर्षक',
      validUntil: 'तक मान्य',
      edit: 'संपादित करें',
      editItem: '{{title}} संपादित करें',
    },
  },
};
