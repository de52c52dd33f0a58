/**
 * Texts of the citizen's first minute that only some pages need: the grievance receipt, the public lists' phone
 * details, the citizen note, the settings of the home tasks. The home page's tasks and the phone header are on
 * every public page, so they are in the catalogue (en.ts, hi.ts): one language per visitor, not both in the script.
 */

/** Admin › Settings' texts for choosing the home page's tasks (the tasks' names are in the public catalogue). */
export const homeTaskSettingsTexts = {
  home_tasks: {
    en: {
      settingsLegend: 'Home page tasks',
      settingsHint:
        'The large links right under the header of the home page, in this order. Choose up to {{max}}; none hides the block. A task whose page is a service page (property tax, certificates, RTI) shows only while that page is there (under Services).',
      settingsTooMany: 'Choose at most {{max}} tasks.',
    },
    hi: {
      settingsLegend: 'मुख पृष्ठ के काम',
      settingsHint:
        'मुख पृष्ठ पर हेडर के ठीक नीचे बड़े लिंक, इसी क्रम में। अधिकतम {{max}} चुनें; कोई न चुनें तो यह हिस्सा नहीं दिखेगा। जिस काम का पेज सेवा पेज है (संपत्ति कर, प्रमाण पत्र, आरटीआई), वह तभी दिखता है जब वह पेज सेवाओं में मौजूद हो।',
      settingsTooMany: 'अधिकतम {{max}} काम चुनें।',
    },
  },
};

/** The grievance receipt (the confirmation after filing, and its printout). */
export const receiptTexts = {
  receipt: {
    en: {
      heading: 'Grievance receipt',
      number: 'Complaint number',
      filedAt: 'Filed on',
      dueBy: 'To be resolved by',
      district: 'District',
      ward: 'Ward',
      type: 'Type of grievance',
      description: 'Description',
      landmark: 'Landmark',
      trackAt: 'Track it at',
      qr: 'QR code of the tracking address',
      qrHint: 'Scan to track this complaint.',
      pdf: 'Download receipt (PDF)',
      helpline: 'Helpline',
      mobileNote: 'To track it you need this number and the mobile number you gave.',
      tokenNote:
        'The link and the QR code open this complaint without the mobile number: share them only with people you trust. Elsewhere, the number and your mobile number are needed.',
      ist: 'IST',
    },
    hi: {
      heading: 'शिकायत की पावती',
      number: 'शिकायत संख्या',
      filedAt: 'दर्ज करने का समय',
      dueBy: 'निस्तारण की नियत तिथि',
      district: 'ज़िला',
      ward: 'वार्ड',
      type: 'शिकायत का प्रकार',
      description: 'विवरण',
      landmark: 'निकटतम पहचान स्थल',
      trackAt: 'स्थिति यहाँ देखें',
      qr: 'स्थिति देखने के पते का क्यूआर कोड',
      qrHint: 'इस शिकायत की स्थिति देखने के लिए स्कैन करें।',
      pdf: 'पावती डाउनलोड करें (PDF)',
      helpline: 'हेल्पलाइन',
      mobileNote: 'स्थिति देखने के लिए यह संख्या और आपका दिया हुआ मोबाइल नंबर चाहिए।',
      tokenNote:
        'यह लिंक और क्यूआर कोड मोबाइल नंबर के बिना यह शिकायत खोलते हैं: इन्हें केवल भरोसेमंद लोगों के साथ साझा करें। अन्य जगह यह संख्या और आपका मोबाइल नंबर चाहिए।',
      ist: 'भारतीय समय',
    },
  },
};

/** The public document lists: on a phone a row's other columns are under "More details". */
export const publicListTexts = {
  public_list: {
    en: { moreDetails: 'More details' },
    hi: { moreDetails: 'और विवरण' },
  },
};

/** The sign-in page tells citizens that they need no account (the menu has no citizen's login). */
export const citizenNoteTexts = {
  citizen_note: {
    en: {
      text: 'This sign-in is for council staff. Citizens need no account: file a complaint, track it with its number and your mobile, and use every service without signing in.',
      file: 'File a complaint',
      track: 'Track a complaint',
    },
    hi: {
      text: 'यह साइन इन परिषद के कर्मचारियों के लिए है। नागरिकों को किसी खाते की ज़रूरत नहीं है: बिना साइन इन किए शिकायत दर्ज करें, शिकायत संख्या और अपने मोबाइल नंबर से उसकी स्थिति देखें और सभी सेवाओं का उपयोग करें।',
      file: 'शिकायत दर्ज करें',
      track: 'शिकायत की स्थिति देखें',
    },
  },
};
