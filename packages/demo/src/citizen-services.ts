import sharp from 'sharp';
import type { ResourceName } from '@nagar/contract';
import type { ResourceInput } from '@nagar/server/resources/service.ts';
import { makePdf } from './pdf.ts';
import { galleryScenes } from './art/scenes.ts';

/**
 * The demo council's service pages, videos and holidays (issue 14): laid down with the other demo content
 * through the same resource services an editor uses.
 */

const OFFICE = {
  en: 'Nagar Parishad Bhawan, Station Road, Sundarpur',
  hi: 'नगर परिषद भवन, स्टेशन रोड, सुंदरपुर',
};
/** As Madhya Pradesh's offices keep them. */
const HOURS = {
  en: '10:30 am to 5:30 pm, Monday to Saturday; closed on the 2nd and 3rd Saturday, Sundays and public holidays',
  hi: 'सुबह 10:30 से शाम 5:30 बजे तक, सोमवार से शनिवार; दूसरे और तीसरे शनिवार, रविवार और सार्वजनिक अवकाश को बंद',
};
const ACT = 'Madhya Pradesh Lok Sewaon ke Pradan ki Guarantee Adhiniyam, 2010';
const ACT_HI = 'मध्य प्रदेश लोक सेवाओं के प्रदान की गारंटी अधिनियम, 2010';

type Values = Record<string, string>;
interface ServiceSeed {
  values: Values;
  /** Lines of the demo PDF form, when the service has one. */
  form?: { title: string; lines: string[] };
}

const service = (slug: string, category: string, values: Values, form?: ServiceSeed['form']): ServiceSeed => ({
  values: { slug, category, hours: HOURS.en, hoursHi: HOURS.hi, reviewedDate: '2026-10-01', ...values },
  form,
});

export const demoServices: ServiceSeed[] = [
  service('viewpropertytax', 'Taxes and fees', {
    title: 'View property tax dues',
    titleHi: 'संपत्ति कर बकाया देखें',
    summary:
      'See the property tax assessed on your house, shop or plot, the amount due for this year and any arrears, with your property ID (Samagra property number).',
    summaryHi: 'अपने मकान, दुकान या भूखंड पर निर्धारित संपत्ति कर, इस वर्ष की देय राशि और बकाया, अपनी संपत्ति आईडी (समग्र संपत्ति क्रमांक) से देखें।',
    eligibility: 'Any owner or occupier of a property in the council area.',
    eligibilityHi: 'परिषद क्षेत्र की किसी भी संपत्ति का स्वामी या अधिभोगी।',
    documents: "Property ID from an earlier receipt, or the owner's name and ward number.",
    documentsHi: 'पिछली रसीद से संपत्ति आईडी, या स्वामी का नाम और वार्ड क्रमांक।',
    fee: 'Free',
    feeHi: 'निःशुल्क',
    timeLimit: `Online at once; a printed demand notice at the counter the same day (${ACT})`,
    timeLimitHi: `ऑनलाइन तुरंत; काउंटर पर छपा हुआ मांग पत्र उसी दिन (${ACT_HI})`,
    office: `Revenue section, counter 2, ${OFFICE.en}`,
    officeHi: `राजस्व शाखा, काउंटर 2, ${OFFICE.hi}`,
    phone: '07562 220 102',
    onlineLink: 'https://www.mpenagarpalika.gov.in/',
  }),
  service('paypropertytax', 'Taxes and fees', {
    title: 'Pay property tax',
    titleHi: 'संपत्ति कर जमा करें',
    summary:
      'Pay the property tax, water tax and sanitation charges for the year. Owners who pay the full year before 31 March get a 6% rebate; after 31 March a surcharge of 1% a month applies.',
    summaryHi:
      'वर्ष का संपत्ति कर, जल कर और स्वच्छता शुल्क जमा करें। 31 मार्च से पहले पूरे वर्ष का कर जमा करने पर 6% की छूट मिलती है; 31 मार्च के बाद 1% प्रति माह अधिभार लगता है।',
    eligibility: 'Owners and occupiers of property in the council area.',
    eligibilityHi: 'परिषद क्षेत्र की संपत्ति के स्वामी और अधिभोगी।',
    documents: "Property ID or last year's receipt. Cash, demand draft, UPI or card at the counter.",
    documentsHi: 'संपत्ति आईडी या पिछले वर्ष की रसीद। काउंटर पर नकद, डिमांड ड्राफ्ट, यूपीआई या कार्ड से भुगतान।',
    fee: 'As assessed; no charge for paying',
    feeHi: 'निर्धारण के अनुसार; भुगतान पर कोई अतिरिक्त शुल्क नहीं',
    timeLimit: 'Receipt at once',
    timeLimitHi: 'रसीद तुरंत',
    office: `Cash counter 1, ${OFFICE.en}`,
    officeHi: `नकद काउंटर 1, ${OFFICE.hi}`,
    phone: '07562 220 102',
    onlineLink: 'https://www.mpenagarpalika.gov.in/',
  }),
  service(
    'birth-death-certificate',
    'Certificates',
    {
      title: 'Birth and death certificates',
      titleHi: 'जन्म और मृत्यु प्रमाण पत्र',
      summary:
        'Register a birth or death that took place at home in the council area, and get certified copies of birth and death certificates. Births and deaths in hospitals are registered by the hospital.',
      summaryHi:
        'परिषद क्षेत्र में घर पर हुए जन्म या मृत्यु का पंजीयन कराएँ और जन्म व मृत्यु प्रमाण पत्र की प्रमाणित प्रतियाँ लें। अस्पताल में हुए जन्म और मृत्यु का पंजीयन अस्पताल करता है।',
      eligibility: 'Parents or relatives; for a certified copy, anyone named in the record or their family.',
      eligibilityHi: 'माता-पिता या परिजन; प्रमाणित प्रति के लिए अभिलेख में दर्ज व्यक्ति या उसका परिवार।',
      documents:
        'Filled form 1 (birth) or form 2 (death); hospital discharge slip or a letter from the ward councillor; identity proof of the applicant (Aadhaar or voter card); for a late registration (after 21 days) an affidavit.',
      documentsHi:
        'भरा हुआ प्रपत्र 1 (जन्म) या प्रपत्र 2 (मृत्यु); अस्पताल की डिस्चार्ज पर्ची या वार्ड पार्षद का पत्र; आवेदक का पहचान पत्र (आधार या मतदाता पहचान पत्र); 21 दिन के बाद पंजीयन के लिए शपथ पत्र।',
      fee: 'Registration within 21 days free; late fee ₹2 to ₹10; each certified copy ₹10',
      feeHi: '21 दिन के भीतर पंजीयन निःशुल्क; विलंब शुल्क ₹2 से ₹10; प्रत्येक प्रमाणित प्रति ₹10',
      timeLimit: `7 working days (${ACT})`,
      timeLimitHi: `7 कार्य दिवस (${ACT_HI})`,
      office: `Registrar of Births and Deaths, health section, counter 4, ${OFFICE.en}`,
      officeHi: `जन्म-मृत्यु रजिस्ट्रार, स्वास्थ्य शाखा, काउंटर 4, ${OFFICE.hi}`,
      phone: '07562 220 104',
    },
    {
      title: 'Application for registration of birth or death',
      lines: [
        'Form 1: report of birth. Form 2: report of death.',
        "Name, date and place of the event, parents' names, address.",
        'Submit at counter 4 with the documents listed on the service page.',
      ],
    },
  ),
  service(
    'building-permission',
    'Building and land',
    {
      title: 'Building permission',
      titleHi: 'भवन अनुज्ञा',
      summary:
        'Permission to build a new house or shop, add a floor or change a building, under the Madhya Pradesh Bhumi Vikas Niyam, 2012. Plots up to 300 sq m can be approved online by a registered architect.',
      summaryHi:
        'नया मकान या दुकान बनाने, मंज़िल जोड़ने या भवन में बदलाव की अनुमति, मध्य प्रदेश भूमि विकास नियम, 2012 के अंतर्गत। 300 वर्ग मीटर तक के भूखंड पंजीकृत वास्तुविद के माध्यम से ऑनलाइन स्वीकृत हो सकते हैं।',
      eligibility: 'The owner of the plot, through an architect or engineer registered with the council.',
      eligibilityHi: 'भूखंड का स्वामी, परिषद में पंजीकृत वास्तुविद या इंजीनियर के माध्यम से।',
      documents:
        "Ownership papers (registry, khasra and B-1); the plot's map; building plans signed by a registered architect; property tax receipt; for plots over 500 sq m, a structural safety certificate.",
      documentsHi:
        'स्वामित्व के कागज़ (रजिस्ट्री, खसरा और बी-1); भूखंड का नक्शा; पंजीकृत वास्तुविद द्वारा हस्ताक्षरित भवन मानचित्र; संपत्ति कर की रसीद; 500 वर्ग मीटर से बड़े भूखंड के लिए संरचनात्मक सुरक्षा प्रमाण पत्र।',
      fee: "By the built-up area, as in the council's schedule of fees",
      feeHi: 'निर्मित क्षेत्रफल के अनुसार, परिषद की शुल्क अनुसूची के अनुसार',
      timeLimit: `30 working days (${ACT})`,
      timeLimitHi: `30 कार्य दिवस (${ACT_HI})`,
      office: `Building branch (engineering section), counter 5, ${OFFICE.en}`,
      officeHi: `भवन अनुज्ञा शाखा (यांत्रिकी विभाग), काउंटर 5, ${OFFICE.hi}`,
      phone: '07562 220 105',
      onlineLink: 'https://www.mpenagarpalika.gov.in/',
    },
    {
      title: 'Application for building permission',
      lines: [
        'Applicant, plot and khasra number, ward.',
        'Proposed use, floors and built-up area.',
        "Architect's name and registration number.",
      ],
    },
  ),
  service('gps-tracing', 'Civic services', {
    title: 'GPS tracking of waste collection vehicles',
    titleHi: 'कचरा वाहनों की जीपीएस ट्रैकिंग',
    summary:
      'Every door-to-door waste collection vehicle carries a GPS tracker. The control room can tell you when the vehicle reaches your lane; if it missed your lane, file a complaint and it is sent back.',
    summaryHi:
      'घर-घर कचरा संग्रहण का हर वाहन जीपीएस ट्रैकर से जुड़ा है। नियंत्रण कक्ष बता सकता है कि वाहन आपकी गली में कब पहुँचेगा; वाहन न आए तो शिकायत दर्ज करें, वाहन वापस भेजा जाता है।',
    eligibility: 'Every household and shop in the council area.',
    eligibilityHi: 'परिषद क्षेत्र का हर घर और दुकान।',
    documents: 'None. Tell us your ward and the lane or landmark.',
    documentsHi: 'कोई नहीं। अपना वार्ड और गली या पास का स्थान बताएँ।',
    fee: 'Free',
    feeHi: 'निःशुल्क',
    timeLimit: 'A missed collection is picked up within 24 hours',
    timeLimitHi: 'छूटा हुआ कचरा 24 घंटे के भीतर उठाया जाता है',
    office: `Swachh Bharat control room, ground floor, ${OFFICE.en}`,
    officeHi: `स्वच्छ भारत नियंत्रण कक्ष, भूतल, ${OFFICE.hi}`,
    hours: '6:00 am to 2:00 pm, every day',
    hoursHi: 'सुबह 6:00 से दोपहर 2:00 बजे तक, प्रतिदिन',
    phone: '07562 220 110',
    onlineLink: '/postgrievance',
  }),
  service('rti', 'Information', {
    title: 'Right to Information (RTI) application',
    titleHi: 'सूचना का अधिकार (आरटीआई) आवेदन',
    summary:
      'Ask for information held by the council under the Right to Information Act, 2005. Write your request on plain paper to the Public Information Officer; the first appeal goes to the Chief Municipal Officer.',
    summaryHi:
      'सूचना का अधिकार अधिनियम, 2005 के अंतर्गत परिषद के पास उपलब्ध जानकारी माँगें। सादे कागज़ पर लोक सूचना अधिकारी को आवेदन दें; प्रथम अपील मुख्य नगरपालिका अधिकारी को होती है।',
    eligibility: 'Any citizen of India.',
    eligibilityHi: 'भारत का कोई भी नागरिक।',
    documents: 'The application; the fee; a copy of the BPL card if you are exempt from the fee.',
    documentsHi: 'आवेदन पत्र; शुल्क; शुल्क से छूट के लिए बीपीएल कार्ड की प्रति।',
    fee: 'Application ₹10; copies ₹2 a page; free for BPL card holders',
    feeHi: 'आवेदन ₹10; प्रतिलिपि ₹2 प्रति पृष्ठ; बीपीएल कार्डधारकों के लिए निःशुल्क',
    timeLimit: '30 days (Right to Information Act, 2005); 48 hours when life or liberty is at stake',
    timeLimitHi: '30 दिन (सूचना का अधिकार अधिनियम, 2005); जीवन या स्वतंत्रता से जुड़े मामले में 48 घंटे',
    office: `Public Information Officer, general administration, counter 1, ${OFFICE.en}`,
    officeHi: `लोक सूचना अधिकारी, सामान्य प्रशासन, काउंटर 1, ${OFFICE.hi}`,
    phone: '07562 220 101',
  }),
  service('water-connection', 'Civic services', {
    title: 'New water connection',
    titleHi: 'नया नल कनेक्शन',
    summary: "A new domestic or commercial tap connection from the council's water supply, with a meter where the main line has one.",
    summaryHi: 'परिषद की जल प्रदाय व्यवस्था से नया घरेलू या व्यावसायिक नल कनेक्शन, जहाँ मुख्य लाइन पर मीटर है वहाँ मीटर के साथ।',
    eligibility: "Owners or tenants (with the owner's consent) of a building in the council area.",
    eligibilityHi: 'परिषद क्षेत्र में भवन के स्वामी या (स्वामी की सहमति से) किरायेदार।',
    documents: "Property tax receipt of this year; identity proof; the owner's consent for tenants.",
    documentsHi: 'इस वर्ष की संपत्ति कर रसीद; पहचान पत्र; किरायेदार के लिए स्वामी की सहमति।',
    fee: 'Connection ₹2,000 (domestic), ₹5,000 (commercial); road cutting as assessed',
    feeHi: 'कनेक्शन ₹2,000 (घरेलू), ₹5,000 (व्यावसायिक); सड़क खुदाई निर्धारण के अनुसार',
    timeLimit: `15 working days (${ACT})`,
    timeLimitHi: `15 कार्य दिवस (${ACT_HI})`,
    office: `Water works section, counter 6, ${OFFICE.en}`,
    officeHi: `जल कार्य शाखा, काउंटर 6, ${OFFICE.hi}`,
    phone: '07562 220 106',
  }),
  service(
    'downloads/forms',
    'Downloads',
    {
      title: 'Application forms',
      titleHi: 'आवेदन प्रपत्र',
      summary:
        "Forms for the council's services, to print and fill in before you come: birth and death registration, building permission, water connection, trade licence, name transfer of property.",
      summaryHi: 'परिषद की सेवाओं के प्रपत्र, आने से पहले छापकर भरने के लिए: जन्म-मृत्यु पंजीयन, भवन अनुज्ञा, नल कनेक्शन, व्यापार लाइसेंस, संपत्ति का नामांतरण।',
      fee: 'Free',
      feeHi: 'निःशुल्क',
      office: `Enquiry counter, ${OFFICE.en}`,
      officeHi: `पूछताछ काउंटर, ${OFFICE.hi}`,
      phone: '07562 220 100',
    },
    {
      title: 'Application forms of Nagar Parishad Sundarpur',
      lines: [
        '1. Registration of birth or death',
        '2. Building permission',
        '3. New water connection',
        '4. Trade licence',
        '5. Name transfer (mutation) of property',
      ],
    },
  ),
  service(
    'downloads/acts-rules',
    'Downloads',
    {
      title: 'Acts and rules',
      titleHi: 'अधिनियम और नियम',
      summary: `The laws the council works under: the Madhya Pradesh Municipalities Act, 1961; the ${ACT}; the Madhya Pradesh Bhumi Vikas Niyam, 2012; the Right to Information Act, 2005.`,
      summaryHi: `वे क़ानून जिनके अंतर्गत परिषद काम करती है: मध्य प्रदेश नगरपालिका अधिनियम, 1961; ${ACT_HI}; मध्य प्रदेश भूमि विकास नियम, 2012; सूचना का अधिकार अधिनियम, 2005।`,
      fee: 'Free',
      feeHi: 'निःशुल्क',
      office: `General administration, counter 1, ${OFFICE.en}`,
      officeHi: `सामान्य प्रशासन, काउंटर 1, ${OFFICE.hi}`,
      phone: '07562 220 101',
    },
    {
      title: 'Acts and rules followed by the council',
      lines: ['Madhya Pradesh Municipalities Act, 1961', ACT, 'Madhya Pradesh Bhumi Vikas Niyam, 2012', 'Right to Information Act, 2005'],
    },
  ),
  service(
    'downloads/budget',
    'Downloads',
    {
      title: 'Budget documents',
      titleHi: 'बजट दस्तावेज़',
      summary:
        "The council's budget for 2026-27 as passed by the council, with the revised estimates of 2025-26 and the accounts of 2024-25.",
      summaryHi: 'परिषद द्वारा पारित वर्ष 2026-27 का बजट, वर्ष 2025-26 के पुनरीक्षित अनुमान और वर्ष 2024-25 के लेखे सहित।',
      fee: 'Free',
      feeHi: 'निःशुल्क',
      office: `Accounts section, ${OFFICE.en}`,
      officeHi: `लेखा शाखा, ${OFFICE.hi}`,
      phone: '07562 220 103',
    },
    {
      title: 'Budget 2026-27',
      lines: [
        'Receipts: property tax, water tax, grants of the state and of the 15th Finance Commission.',
        'Expenditure: salaries, water supply, sanitation, street lights, roads.',
        'Passed by the council on 28 March 2026.',
      ],
    },
  ),
];

/**
 * The videos of the demo gallery. The ids are placeholders to be replaced with the council's own uploads; the
 * posters are drawn here, so the page asks nothing of YouTube until a visitor presses play.
 */
export const demoVideos = [
  {
    title: 'Swachh Survekshan: how to separate wet and dry waste',
    titleHi: 'स्वच्छ सर्वेक्षण: गीला और सूखा कचरा कैसे अलग करें',
    description: 'Two bins in every home: what goes in the green one and what in the blue one.',
    descriptionHi: 'हर घर में दो डिब्बे: हरे में क्या डालें और नीले में क्या।',
    youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    title: 'Pay your property tax online in five steps',
    titleHi: 'पाँच चरणों में ऑनलाइन संपत्ति कर जमा करें',
    description: 'From finding your property ID to downloading the receipt.',
    descriptionHi: 'संपत्ति आईडी खोजने से लेकर रसीद डाउनलोड करने तक।',
    youtube: 'https://youtu.be/YE7VzlLtp-4',
  },
  {
    title: 'Council meeting of 28 March 2026: the budget',
    titleHi: '28 मार्च 2026 की परिषद बैठक: बजट',
    description: 'The council passes the budget for 2026-27.',
    descriptionHi: 'परिषद ने वर्ष 2026-27 का बजट पारित किया।',
    youtube: 'https://www.youtube.com/embed/ScMzIvxBSi4',
  },
];

type HolidayType = 'Gazetted' | 'Restricted' | 'Local';
const day = (date: string, occasion: string, occasionHi: string, type: HolidayType = 'Gazetted') => ({ date, occasion, occasionHi, type });

/** The list the public page showed as a fixed table for 2026, now data; a few days of 2025 for the year switch. */
export const demoHolidays = [
  day('2025-08-15', 'Independence Day', 'स्वतंत्रता दिवस'),
  day('2025-10-02', 'Mahatma Gandhi Jayanti, Dussehra', 'महात्मा गांधी जयंती, दशहरा'),
  day('2025-10-21', 'Diwali (Deepavali)', 'दीपावली'),
  day('2025-12-25', 'Christmas Day', 'क्रिसमस'),
  day('2026-01-26', 'Republic Day', 'गणतंत्र दिवस'),
  day('2026-03-04', 'Holi', 'होली'),
  day('2026-03-21', 'Id-ul-Fitr (subject to the sighting of the moon)', 'ईद-उल-फ़ित्र (चंद्र दर्शन के अनुसार)'),
  day('2026-03-26', 'Ram Navami', 'राम नवमी'),
  day('2026-03-31', 'Mahavir Jayanti', 'महावीर जयंती'),
  day('2026-04-03', 'Good Friday', 'गुड फ्राइडे'),
  day('2026-04-14', 'Dr. B. R. Ambedkar Jayanti', 'डॉ. भीमराव आंबेडकर जयंती'),
  day('2026-05-01', 'Buddha Purnima', 'बुद्ध पूर्णिमा'),
  day('2026-05-27', 'Id-ul-Zuha (Bakrid) (subject to the sighting of the moon)', 'ईद-उल-ज़ुहा (बकरीद) (चंद्र दर्शन के अनुसार)'),
  day('2026-06-26', 'Muharram (subject to the sighting of the moon)', 'मुहर्रम (चंद्र दर्शन के अनुसार)'),
  day('2026-08-15', 'Independence Day', 'स्वतंत्रता दिवस'),
  day('2026-08-26', 'Milad-un-Nabi (subject to the sighting of the moon)', 'मिलाद-उन-नबी (चंद्र दर्शन के अनुसार)'),
  day('2026-08-28', 'Raksha Bandhan', 'रक्षाबंधन', 'Restricted'),
  day('2026-09-04', 'Janmashtami', 'जन्माष्टमी'),
  day('2026-09-14', 'Ganesh Chaturthi', 'गणेश चतुर्थी', 'Restricted'),
  day('2026-10-02', 'Mahatma Gandhi Jayanti', 'महात्मा गांधी जयंती'),
  day('2026-10-20', 'Dussehra (Vijaya Dashami)', 'दशहरा (विजयादशमी)'),
  day('2026-11-08', 'Diwali (Deepavali)', 'दीपावली'),
  day('2026-11-09', 'Govardhan Puja (Sundarpur fair)', 'गोवर्धन पूजा (सुंदरपुर मेला)', 'Local'),
  day('2026-11-24', 'Guru Nanak Jayanti', 'गुरु नानक जयंती'),
  day('2026-12-25', 'Christmas Day', 'क्रिसमस'),
];

/** Records in creation order, by resource name, for the demo seeding to prepare and write. */
export async function citizenServiceRecords(): Promise<Array<[ResourceName, ResourceInput]>> {
  const remove = new Set<string>();
  const records: Array<[ResourceName, ResourceInput]> = [];
  for (const s of demoServices) {
    const files: ResourceInput['files'] = s.form
      ? { formPath: { filename: 'form.pdf', data: await makePdf(s.form.title, s.form.lines) } }
      : {};
    records.push(['service', { values: { ...s.values }, files, remove }]);
  }
  for (const [i, v] of demoVideos.entries()) {
    const poster = await sharp(Buffer.from(String(galleryScenes[i % galleryScenes.length]!())))
      .jpeg({ quality: 85 })
      .toBuffer();
    records.push(['video', { values: { ...v }, files: { posterPath: { filename: `video-${i + 1}.jpg`, data: poster } }, remove }]);
  }
  for (const h of demoHolidays) records.push(['holiday', { values: { ...h }, files: {}, remove }]);
  return records;
}
