import type { Attire } from './art/portrait.ts';

/**
 * The texts of the fictional council's demo content, each in English and in Hindi (the `<key>Hi` values a
 * Hindi-reading editor would type: the council's own Hindi, not a word-for-word rendering). Every person,
 * paper and phone number here is invented: mobile numbers are in the unused 90000 series, e-mail addresses
 * on sundarpur.example.
 */

export const about: Array<{ name: string; nameHi: string; description: string; descriptionHi: string }> = [
  {
    name: 'Nagar Parishad Sundarpur',
    nameHi: 'नगर परिषद सुंदरपुर',
    description:
      'Nagar Parishad Sundarpur is the urban local body of Sundarpur town in Madhya Pradesh, constituted under the Madhya Pradesh Municipalities Act, 1961. ' +
      'The council governs an area of 18.6 sq. km divided into 15 wards, with a population of about 38,000 (Census 2011) and an estimated 46,000 today.\n\n' +
      'The elected council is headed by the Adhyaksh (President) and the Upadhyaksh (Vice President), with one Parshad (councillor) for each ward. ' +
      'The President-in-Council, a standing committee of five Parshads, oversees the day-to-day work, which is carried out by the council office under the Chief Municipal Officer.\n\n' +
      'The council office is at Nagar Parishad Bhawan, Station Road, near the bus stand.',
    descriptionHi:
      'नगर परिषद सुंदरपुर, मध्य प्रदेश के सुंदरपुर नगर का नगरीय निकाय है, जिसका गठन मध्य प्रदेश नगरपालिका अधिनियम, 1961 के अंतर्गत हुआ है। ' +
      'परिषद का क्षेत्रफल 18.6 वर्ग किमी है, जो 15 वार्डों में बँटा है। नगर की आबादी जनगणना 2011 में लगभग 38,000 थी, जो आज अनुमानतः 46,000 है।\n\n' +
      'निर्वाचित परिषद के प्रमुख अध्यक्ष और उपाध्यक्ष हैं, और हर वार्ड से एक पार्षद चुना जाता है। ' +
      'पाँच पार्षदों की स्थायी समिति, प्रेसिडेंट-इन-काउंसिल, रोज़मर्रा के कामकाज की देखरेख करती है; यह काम मुख्य नगरपालिका अधिकारी के अधीन परिषद कार्यालय करता है।\n\n' +
      'परिषद कार्यालय नगर परिषद भवन, स्टेशन रोड पर बस स्टैंड के पास है।',
  },
  {
    name: 'Functions of the Council',
    nameHi: 'परिषद के कार्य',
    description:
      'The council provides the basic civic services of the town: drinking water supply through 3,900 household connections and public stand-posts; ' +
      'door-to-door collection and processing of solid waste; cleaning of roads and drains; street lighting; construction and upkeep of roads, culverts and drains; ' +
      'and care of parks, the town lake and the cremation grounds.\n\n' +
      'It registers births and deaths, issues trade licences, building permissions and marriage registration certificates, collects property tax, water charges and market fees, ' +
      'and runs the fire brigade, the weekly haat and the municipal library. It also implements state and central schemes such as PM Awas Yojana (Urban), ' +
      'Swachh Bharat Mission (Urban), AMRUT and PM SVANidhi for street vendors.',
    descriptionHi:
      'परिषद नगर की बुनियादी नागरिक सेवाएँ देती है: 3,900 घरेलू नल कनेक्शनों और सार्वजनिक स्टैंड-पोस्ट से पीने के पानी की आपूर्ति; ' +
      'ठोस कचरे का घर-घर संग्रहण और निपटान; सड़कों और नालियों की सफ़ाई; स्ट्रीट लाइट; सड़कों, पुलियों और नालियों का निर्माण और रखरखाव; ' +
      'तथा पार्कों, नगर के तालाब और मुक्तिधामों की देखभाल।\n\n' +
      'परिषद जन्म और मृत्यु का पंजीयन करती है, व्यापार लाइसेंस, भवन अनुज्ञा और विवाह पंजीयन प्रमाण पत्र जारी करती है, संपत्ति कर, जल कर और बाज़ार शुल्क वसूलती है, ' +
      'और फ़ायर ब्रिगेड, साप्ताहिक हाट और नगरपालिका वाचनालय चलाती है। परिषद राज्य और केंद्र की योजनाएँ भी लागू करती है, जैसे प्रधानमंत्री आवास योजना (शहरी), ' +
      'स्वच्छ भारत मिशन (शहरी), अमृत योजना और पथ विक्रेताओं के लिए पीएम स्वनिधि।',
  },
  {
    name: 'About Sundarpur',
    nameHi: 'सुंदरपुर के बारे में',
    description:
      'Sundarpur is a small market town on the banks of the Sundari river, known for the Bada Talab lake and its old ghats, the 18th-century Neelkanth temple ' +
      'and a busy grain mandi that serves about 60 surrounding villages.\n\n' +
      'The town lies on the state highway and is connected by rail through Sundarpur Road station. Most residents work in farming and trade, ' +
      'in small industries such as rice and dal mills, and in government offices, schools and the community health centre. ' +
      'The annual Neelkanth mela in February and Deepotsav at the Bada Talab ghat draw visitors from across the district.',
    descriptionHi:
      'सुंदरपुर, सुंदरी नदी के किनारे बसा एक छोटा बाज़ार-नगर है, जो बड़ा तालाब और उसके पुराने घाटों, 18वीं सदी के नीलकंठ मंदिर ' +
      'और आसपास के लगभग 60 गाँवों की ज़रूरतें पूरी करने वाली व्यस्त अनाज मंडी के लिए जाना जाता है।\n\n' +
      'नगर राज्य राजमार्ग पर है और सुंदरपुर रोड स्टेशन से रेल से जुड़ा है। ज़्यादातर लोग खेती और व्यापार में, ' +
      'चावल और दाल मिलों जैसे छोटे उद्योगों में, और सरकारी दफ़्तरों, स्कूलों और सामुदायिक स्वास्थ्य केंद्र में काम करते हैं। ' +
      'फ़रवरी में लगने वाला नीलकंठ मेला और बड़ा तालाब घाट का दीपोत्सव पूरे ज़िले से लोगों को खींच लाते हैं।',
  },
];

/** Notices, newest first. The second is the water-supply notice that search finds by 'water' and by 'पानी'. */
export const notices: Array<{ title: string; titleHi: string; description: string; descriptionHi: string; issueDate: string }> = [
  {
    title: 'Property tax rebate for payment before 31 March',
    titleHi: '31 मार्च से पहले भुगतान पर संपत्ति कर में छूट',
    description:
      'Owners who pay the full property tax for 2026-27 before 31 March get a 6% rebate. Pay at the cash counter of the council office.',
    descriptionHi:
      'वर्ष 2026-27 का पूरा संपत्ति कर 31 मार्च से पहले जमा करने वाले स्वामियों को 6% की छूट मिलेगी। कर परिषद कार्यालय के नकद काउंटर पर जमा करें।',
    issueDate: '2026-11-18',
  },
  {
    title: 'Water supply shutdown in wards 4 to 7',
    titleHi: 'वार्ड 4 से 7 में पानी की आपूर्ति बंद रहेगी',
    description: 'Water supply will stay off on 24 November from 10:00 to 16:00 for repairs to the main pipeline at Gandhi Chowk.',
    descriptionHi:
      'गांधी चौक पर मुख्य पाइपलाइन की मरम्मत के कारण 24 नवंबर को सुबह 10:00 से शाम 4:00 बजे तक पानी की आपूर्ति बंद रहेगी। नागरिक पहले से पानी भरकर रखें।',
    issueDate: '2026-11-15',
  },
  {
    title: 'Door-to-door collection of segregated waste',
    titleHi: 'अलग-अलग किए गए कचरे का घर-घर संग्रहण',
    description: 'From 1 December, waste collection vehicles will accept only waste separated into wet and dry at source.',
    descriptionHi: '1 दिसंबर से कचरा वाहन केवल वही कचरा लेंगे जो घर पर ही गीले और सूखे में अलग किया गया हो।',
    issueDate: '2026-11-10',
  },
  {
    title: 'Special camp for birth and death certificates',
    titleHi: 'जन्म और मृत्यु प्रमाण पत्र के लिए विशेष शिविर',
    description: 'A camp to issue pending birth and death certificates will be held at the ward offices on every Saturday of December.',
    descriptionHi: 'लंबित जन्म और मृत्यु प्रमाण पत्र जारी करने के लिए दिसंबर के हर शनिवार को वार्ड कार्यालयों में शिविर लगाया जाएगा।',
    issueDate: '2026-11-05',
  },
  {
    title: 'Removal of encroachments on Station Road',
    titleHi: 'स्टेशन रोड से अतिक्रमण हटाने बाबत',
    description: 'Shopkeepers on Station Road are requested to remove temporary encroachments within seven days of this notice.',
    descriptionHi: 'स्टेशन रोड के दुकानदारों से अनुरोध है कि इस सूचना के सात दिन के भीतर अपना अस्थायी अतिक्रमण स्वयं हटा लें।',
    issueDate: '2026-10-28',
  },
  {
    title: 'Public hearing on the draft budget 2027-28',
    titleHi: 'बजट प्रारूप 2027-28 पर जन सुनवाई',
    description: 'Citizens may give suggestions on the draft budget at the council hall on 12 December at 11:00.',
    descriptionHi: 'नागरिक बजट प्रारूप पर अपने सुझाव 12 दिसंबर को सुबह 11:00 बजे परिषद सभागार में दे सकते हैं।',
    issueDate: '2026-10-20',
  },
  {
    title: 'Fogging drive against dengue and malaria',
    titleHi: 'डेंगू और मलेरिया से बचाव के लिए फॉगिंग अभियान',
    description: 'A fogging drive will cover all wards between 1 and 15 November. Please keep doors and windows open during fogging.',
    descriptionHi: '1 से 15 नवंबर के बीच सभी वार्डों में फॉगिंग की जाएगी। फॉगिंग के समय घर के दरवाज़े और खिड़कियाँ खुली रखें।',
    issueDate: '2026-10-15',
  },
  {
    title: 'Registration of street vendors',
    titleHi: 'पथ विक्रेताओं का पंजीयन',
    description: 'Street vendors may register for vending certificates under the PM SVANidhi scheme at the council office.',
    descriptionHi: 'पथ विक्रेता पीएम स्वनिधि योजना के अंतर्गत वेंडिंग प्रमाण पत्र के लिए परिषद कार्यालय में पंजीयन करा सकते हैं।',
    issueDate: '2026-10-05',
  },
  {
    title: 'Ban on single-use plastic',
    titleHi: 'सिंगल यूज़ प्लास्टिक पर प्रतिबंध',
    description: 'Sale and use of single-use plastic items is banned in the council area; offenders will be fined as per the by-laws.',
    descriptionHi:
      'परिषद क्षेत्र में सिंगल यूज़ प्लास्टिक की वस्तुओं की बिक्री और उपयोग प्रतिबंधित है; उल्लंघन करने वालों पर उपविधियों के अनुसार जुर्माना लगाया जाएगा।',
    issueDate: '2026-09-25',
  },
  {
    title: 'Trade licence renewal for 2026-27',
    titleHi: 'वर्ष 2026-27 के व्यापार लाइसेंस का नवीनीकरण',
    description: 'All traders must renew their trade licences before 30 September to avoid a late fee.',
    descriptionHi: 'विलंब शुल्क से बचने के लिए सभी व्यापारी 30 सितंबर से पहले अपने व्यापार लाइसेंस का नवीनीकरण करा लें।',
    issueDate: '2026-09-12',
  },
  {
    title: 'Cleanliness survey: citizen feedback',
    titleHi: 'स्वच्छता सर्वेक्षण: नागरिकों की राय',
    description: 'Citizens are requested to give feedback in the national cleanliness survey through the Swachhata app.',
    descriptionHi: 'नागरिकों से अनुरोध है कि स्वच्छता ऐप के माध्यम से राष्ट्रीय स्वच्छता सर्वेक्षण में अपनी राय दें।',
    issueDate: '2026-08-30',
  },
  {
    title: 'Monsoon preparedness: drain cleaning schedule',
    titleHi: 'मानसून की तैयारी: नालों की सफ़ाई का कार्यक्रम',
    description: 'The schedule for cleaning the main drains in every ward before the monsoon is attached.',
    descriptionHi: 'मानसून से पहले हर वार्ड के मुख्य नालों की सफ़ाई का कार्यक्रम संलग्न है।',
    issueDate: '2026-06-01',
  },
];

/** Notices whose validity has ended: on the archive page (/notice/archive), not on the list. */
export const archivedNotices: Array<{
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  issueDate: string;
  validUntil: string;
}> = [
  {
    title: 'Voter list revision camp in all wards',
    titleHi: 'सभी वार्डों में मतदाता सूची पुनरीक्षण शिविर',
    description: 'Camps to add, correct or remove names in the voter list were held at every ward office from 10 to 20 September 2025.',
    descriptionHi: 'मतदाता सूची में नाम जोड़ने, सुधारने या हटाने के शिविर 10 से 20 सितंबर 2025 तक हर वार्ड कार्यालय में लगाए गए।',
    issueDate: '2025-09-01',
    validUntil: '2025-09-20',
  },
  {
    title: 'Summer water supply timings',
    titleHi: 'गर्मियों में जल आपूर्ति का समय',
    description: 'From 1 April to 30 June 2025 water was supplied from 6 to 8 in the morning only.',
    descriptionHi: '1 अप्रैल से 30 जून 2025 तक जल आपूर्ति केवल सुबह 6 से 8 बजे तक की गई।',
    issueDate: '2025-03-25',
    validUntil: '2025-06-30',
  },
  {
    title: 'Diwali fair stalls: applications invited',
    titleHi: 'दीपावली मेले की दुकानें: आवेदन आमंत्रित',
    description: 'Applications for stalls at the Diwali fair on the Mela Ground were taken until 10 October 2026.',
    descriptionHi: 'मेला मैदान पर दीपावली मेले की दुकानों के आवेदन 10 अक्टूबर 2026 तक लिए गए।',
    issueDate: '2026-09-20',
    validUntil: '2026-10-10',
  },
];

/** Latest news whose validity has ended (the archive of latest news). */
export const archivedLatestNews: Array<{ title: string; titleHi: string; description: string; descriptionHi: string; validUntil: string }> =
  [
    {
      title: 'Nomination for the swachhata volunteer awards closed',
      titleHi: 'स्वच्छता स्वयंसेवक पुरस्कार के नामांकन बंद',
      description: 'Nominations for the volunteer awards closed on 15 October 2026; the awards are given on Republic Day.',
      descriptionHi: 'स्वयंसेवक पुरस्कार के नामांकन 15 अक्टूबर 2026 को बंद हुए; पुरस्कार गणतंत्र दिवस पर दिए जाएँगे।',
      validUntil: '2026-10-15',
    },
  ];

export const latestNews: Array<{ title: string; titleHi: string; description: string; descriptionHi: string }> = [
  {
    title: 'Sundarpur among the top ten small towns in the state cleanliness ranking',
    titleHi: 'राज्य स्वच्छता रैंकिंग में सुंदरपुर छोटे नगरों में पहले दस में',
    description:
      'The town moved up 14 places in the state survey of towns under 50,000 people, for door-to-door collection in all 15 wards and the new composting unit at Talab Road.',
    descriptionHi:
      '50,000 से कम आबादी वाले नगरों के राज्य सर्वेक्षण में सुंदरपुर 14 स्थान ऊपर आया है। इसका श्रेय सभी 15 वार्डों में घर-घर कचरा संग्रहण और तालाब रोड की नई खाद इकाई को जाता है।',
  },
  {
    title: 'Property tax counter open on Saturdays in March',
    titleHi: 'मार्च में शनिवार को भी खुलेगा संपत्ति कर काउंटर',
    description:
      'To help owners get the rebate before 31 March, the property tax counter at the council office stays open on every Saturday of March. Payment by UPI, card or cash; the receipt is given on the spot.',
    descriptionHi:
      'संपत्ति स्वामी 31 मार्च से पहले छूट का लाभ ले सकें, इसलिए परिषद कार्यालय का संपत्ति कर काउंटर मार्च के हर शनिवार को खुला रहेगा। भुगतान यूपीआई, कार्ड या नकद से; रसीद हाथों-हाथ दी जाएगी।',
  },
  {
    title: 'Trial of round-the-clock water supply in Ram Nagar',
    titleHi: 'राम नगर में चौबीसों घंटे पानी की आपूर्ति का परीक्षण',
    description:
      'After the new overhead tank was commissioned, Ram Nagar (Ward No. 4) gets water round the clock on trial for three months. Residents are asked to report leaks on the helpline.',
    descriptionHi:
      'नई ओवरहेड टंकी चालू होने के बाद राम नगर (वार्ड क्र. 4) को परीक्षण के तौर पर तीन महीने तक चौबीसों घंटे पानी मिलेगा। रहवासियों से अनुरोध है कि पाइप में रिसाव की सूचना हेल्पलाइन पर दें।',
  },
  {
    title: 'Solar street lights on the ring road',
    titleHi: 'रिंग रोड पर सौर स्ट्रीट लाइटें',
    description:
      'One hundred and twenty solar LED street lights have been installed along the 4.2 km ring road between the bus stand and Mandi Chowk.',
    descriptionHi: 'बस स्टैंड से मंडी चौक तक 4.2 किमी लंबी रिंग रोड पर 120 सौर एलईडी स्ट्रीट लाइटें लगाई गई हैं।',
  },
  {
    title: 'Free health camp at the community hall on 7 December',
    titleHi: '7 दिसंबर को सामुदायिक भवन में निःशुल्क स्वास्थ्य शिविर',
    description:
      'Doctors from the district hospital will examine patients free of charge from 09:00 to 15:00. Medicines and eye tests are included.',
    descriptionHi: 'ज़िला अस्पताल के डॉक्टर सुबह 9:00 से दोपहर 3:00 बजे तक मरीज़ों की निःशुल्क जाँच करेंगे। दवाइयाँ और आँखों की जाँच भी मुफ़्त है।',
  },
  {
    title: 'Trade licence renewal: last date extended to 31 December',
    titleHi: 'व्यापार लाइसेंस नवीनीकरण की अंतिम तिथि 31 दिसंबर तक बढ़ी',
    description:
      'Traders who have not yet renewed their licence for 2026-27 may do so without a late fee until 31 December at the council office.',
    descriptionHi:
      'जिन व्यापारियों ने 2026-27 का लाइसेंस अब तक नवीनीकृत नहीं कराया है, वे 31 दिसंबर तक परिषद कार्यालय में बिना विलंब शुल्क के नवीनीकरण करा सकते हैं।',
  },
  {
    title: 'Budget meeting of the council on 12 December',
    titleHi: '12 दिसंबर को परिषद की बजट बैठक',
    description:
      'The council will meet at 11:00 in the council hall to consider the draft budget for 2027-28. Citizens may attend from the visitors gallery.',
    descriptionHi:
      'वर्ष 2027-28 के बजट प्रारूप पर विचार के लिए परिषद की बैठक सुबह 11:00 बजे परिषद सभागार में होगी। नागरिक दर्शक दीर्घा से बैठक देख सकते हैं।',
  },
  {
    title: 'Sundarpur Deepotsav: 11,000 lamps at the Bada Talab ghat',
    titleHi: 'सुंदरपुर दीपोत्सव: बड़ा तालाब घाट पर 11,000 दीये',
    description:
      "Thanks to all citizens, school children and volunteers who joined this year's Deepotsav and kept the ghat clean afterwards.",
    descriptionHi: 'इस वर्ष के दीपोत्सव में शामिल होने और बाद में घाट को साफ़ रखने के लिए सभी नागरिकों, स्कूली बच्चों और स्वयंसेवकों का आभार।',
  },
];

export interface OfficialSeed {
  name: string;
  /** The name as it is written in Devanagari (on the council's Hindi letterhead). */
  nameHi: string;
  designation: string;
  email: string;
  postRemarks: string;
  postRemarksHi: string;
  mobile?: string;
  landline?: string;
  from?: string;
  to?: string;
  female: boolean;
  attire: Attire;
  senior?: boolean;
  /** Portrait seed: a Parshad and the same person on the standing committee share one face. */
  face: number;
}

const TERM = { from: '2022-08-05', to: '2027-08-04' };

/** The Parshads by ward: name and ward's place, each in English and Hindi, and whether a woman. */
const wards: Array<[string, string, string, string, boolean]> = [
  ['Smt. Meena Kushwaha', 'श्रीमती मीना कुशवाहा', 'Gandhi Chowk', 'गांधी चौक', true],
  ['Shri Dinesh Rathore', 'श्री दिनेश राठौर', 'Subhash Ward', 'सुभाष वार्ड', false],
  ['Shri Imran Qureshi', 'श्री इमरान क़ुरैशी', 'Station Road', 'स्टेशन रोड', false],
  ['Smt. Savitri Bai Ahirwar', 'श्रीमती सावित्री बाई अहिरवार', 'Ram Nagar', 'राम नगर', true],
  ['Shri Pradeep Jain', 'श्री प्रदीप जैन', 'Shastri Ward', 'शास्त्री वार्ड', false],
  ['Smt. Rekha Mehra', 'श्रीमती रेखा मेहरा', 'Ambedkar Nagar', 'आंबेडकर नगर', true],
  ['Shri Santosh Kumar Lodhi', 'श्री संतोष कुमार लोधी', 'Nehru Nagar', 'नेहरू नगर', false],
  ['Smt. Farida Bee', 'श्रीमती फ़रीदा बी', 'Indira Colony', 'इंदिरा कॉलोनी', true],
  ['Shri Vijay Namdev', 'श्री विजय नामदेव', 'Tilak Ward', 'तिलक वार्ड', false],
  ['Smt. Pushpa Vishwakarma', 'श्रीमती पुष्पा विश्वकर्मा', 'Azad Ward', 'आज़ाद वार्ड', true],
  ['Shri Gopal Das Soni', 'श्री गोपाल दास सोनी', 'Patel Nagar', 'पटेल नगर', false],
  ['Smt. Neelam Dubey', 'श्रीमती नीलम दुबे', 'Vivekanand Ward', 'विवेकानंद वार्ड', true],
  ['Shri Ramesh Chand Kori', 'श्री रमेश चंद कोरी', 'Kabir Ward', 'कबीर वार्ड', false],
  ['Smt. Anita Yadav', 'श्रीमती अनीता यादव', 'Talab Ward', 'तालाब वार्ड', true],
  ['Shri Ashok Rai', 'श्री अशोक राय', 'Mandi Ward', 'मंडी वार्ड', false],
];

/** The grievance form's ward list, in ward order: 'Ward 1 – Gandhi Chowk', ... (the Parshads' wards). */
export const wardNames = wards.map(([, , place], i) => `Ward ${i + 1} – ${place}`);
/** The same list in Hindi, in the same order: 'वार्ड 1 – गांधी चौक', ... */
export const wardNamesHi = wards.map(([, , , place], i) => `वार्ड ${i + 1} – ${place}`);

const pad = (n: number) => String(n).padStart(2, '0');

const maleWear: Attire[] = ['kurta', 'jacket', 'shirt', 'kurta', 'shirt'];
const femaleWear: Attire[] = ['saree', 'salwar', 'saree'];

export const officials: OfficialSeed[] = [
  {
    name: 'Shri Raghunandan Prasad Tiwari',
    nameHi: 'श्री रघुनंदन प्रसाद तिवारी',
    designation: 'Chief Minister',
    email: 'cm.office@sundarpur.example',
    postRemarks: 'Chief Minister, Madhya Pradesh',
    postRemarksHi: 'मुख्यमंत्री, मध्य प्रदेश',
    from: '2023-12-13',
    female: false,
    attire: 'jacket',
    senior: true,
    face: 101,
  },
  {
    name: 'Smt. Sunita Rajput',
    nameHi: 'श्रीमती सुनीता राजपूत',
    designation: 'Minister',
    email: 'minister.udh@sundarpur.example',
    postRemarks: 'Minister, Urban Development and Housing',
    postRemarksHi: 'मंत्री, नगरीय विकास एवं आवास',
    from: '2023-12-25',
    female: true,
    attire: 'saree',
    face: 102,
  },
  {
    name: 'Shri Harish Chandra Malviya',
    nameHi: 'श्री हरीश चंद्र मालवीय',
    designation: 'Minister',
    email: 'mos.udh@sundarpur.example',
    postRemarks: 'Minister of State, Urban Development and Housing',
    postRemarksHi: 'राज्य मंत्री, नगरीय विकास एवं आवास',
    from: '2023-12-25',
    female: false,
    attire: 'kurta',
    senior: true,
    face: 103,
  },
  {
    name: 'Shri Vivek Narayan Saxena',
    nameHi: 'श्री विवेक नारायण सक्सेना',
    designation: 'Principal Secretary',
    email: 'ps.udh@sundarpur.example',
    postRemarks: 'Principal Secretary, Urban Development and Housing Department',
    postRemarksHi: 'प्रमुख सचिव, नगरीय विकास एवं आवास विभाग',
    landline: '0755-2551201',
    from: '2025-02-01',
    female: false,
    attire: 'suit',
    face: 104,
  },
  {
    name: 'Smt. Kamla Devi Chaurasia',
    nameHi: 'श्रीमती कमला देवी चौरसिया',
    designation: 'Chairman',
    email: 'adhyaksh@sundarpur.example',
    postRemarks: 'Adhyaksh (President), Nagar Parishad Sundarpur',
    postRemarksHi: 'अध्यक्ष, नगर परिषद सुंदरपुर',
    mobile: '9000000101',
    landline: '07562-220101',
    ...TERM,
    female: true,
    attire: 'saree',
    senior: true,
    face: 105,
  },
  {
    name: 'Shri Mohan Lal Sahu',
    nameHi: 'श्री मोहन लाल साहू',
    designation: 'Vice Chairman',
    email: 'upadhyaksh@sundarpur.example',
    postRemarks: 'Upadhyaksh (Vice President), Nagar Parishad Sundarpur',
    postRemarksHi: 'उपाध्यक्ष, नगर परिषद सुंदरपुर',
    mobile: '9000000102',
    landline: '07562-220103',
    ...TERM,
    female: false,
    attire: 'jacket',
    face: 106,
  },
  {
    name: 'Shri Anil Kumar Verma',
    nameHi: 'श्री अनिल कुमार वर्मा',
    designation: 'Executive Officer',
    email: 'cmo@sundarpur.example',
    postRemarks: 'Chief Municipal Officer',
    postRemarksHi: 'मुख्य नगरपालिका अधिकारी',
    mobile: '9000000103',
    landline: '07562-220102',
    from: '2024-06-17',
    female: false,
    attire: 'shirt',
    face: 107,
  },
  ...wards.map(([name, nameHi, ward, wardHi, female], i): OfficialSeed => ({
    name,
    nameHi,
    designation: 'Ward Parshad',
    email: `ward${pad(i + 1)}@sundarpur.example`,
    postRemarks: `Ward No. ${i + 1} (${ward})`,
    postRemarksHi: `वार्ड क्र. ${i + 1} (${wardHi})`,
    mobile: `90000002${pad(i + 1)}`,
    ...TERM,
    female,
    attire: female ? femaleWear[i % femaleWear.length]! : maleWear[i % maleWear.length]!,
    senior: i % 5 === 2,
    face: 200 + i,
  })),
  ...(
    [
      [7, 'Public Works', 'लोक निर्माण'],
      [4, 'Water Supply', 'जल प्रदाय'],
      [14, 'Health and Sanitation', 'स्वास्थ्य एवं स्वच्छता'],
      [11, 'Revenue and Finance', 'राजस्व एवं वित्त'],
      [3, 'Parks and Street Lighting', 'उद्यान एवं मार्ग प्रकाश'],
    ] as Array<[number, string, string]>
  ).map(([ward, portfolio, portfolioHi]): OfficialSeed => {
    const [name, nameHi, , , female] = wards[ward - 1]!;
    return {
      name,
      nameHi,
      designation: 'Standing Committee Members',
      email: `pic.${portfolio.split(' ')[0]!.toLowerCase()}@sundarpur.example`,
      postRemarks: `President-in-Council member, ${portfolio} (Ward No. ${ward})`,
      postRemarksHi: `प्रेसिडेंट-इन-काउंसिल सदस्य, ${portfolioHi} (वार्ड क्र. ${ward})`,
      mobile: `90000002${pad(ward)}`,
      ...TERM,
      female,
      attire: female ? femaleWear[(ward - 1) % femaleWear.length]! : maleWear[(ward - 1) % maleWear.length]!,
      senior: (ward - 1) % 5 === 2,
      face: 200 + ward - 1,
    };
  }),
  {
    name: 'Shri Nitin Chouksey',
    nameHi: 'श्री नितिन चौकसे',
    designation: 'IT',
    email: 'it@sundarpur.example',
    postRemarks: 'IT Manager (e-Nagarpalika)',
    postRemarksHi: 'आईटी प्रबंधक (ई-नगरपालिका)',
    mobile: '9000000301',
    landline: '07562-220110',
    from: '2021-04-01',
    female: false,
    attire: 'shirt',
    face: 301,
  },
  {
    name: 'Km. Pooja Prajapati',
    nameHi: 'कु. पूजा प्रजापति',
    designation: 'Operators',
    email: 'pooja.prajapati@sundarpur.example',
    postRemarks: 'Computer Operator (Birth and Death Registration)',
    postRemarksHi: 'कंप्यूटर ऑपरेटर (जन्म-मृत्यु पंजीयन)',
    mobile: '9000000302',
    landline: '07562-220111',
    from: '2022-01-10',
    female: true,
    attire: 'salwar',
    face: 302,
  },
  {
    name: 'Shri Sandeep Kaurav',
    nameHi: 'श्री संदीप कौरव',
    designation: 'Operators',
    email: 'sandeep.kaurav@sundarpur.example',
    postRemarks: 'Data Entry Operator (Property Tax)',
    postRemarksHi: 'डाटा एंट्री ऑपरेटर (संपत्ति कर)',
    mobile: '9000000303',
    landline: '07562-220112',
    from: '2023-07-03',
    female: false,
    attire: 'shirt',
    face: 303,
  },
  {
    name: 'Shri Rajendra Singh Thakur',
    nameHi: 'श्री राजेंद्र सिंह ठाकुर',
    designation: 'Officers',
    email: 'revenue@sundarpur.example',
    postRemarks: 'Revenue Officer',
    postRemarksHi: 'राजस्व अधिकारी',
    mobile: '9000000304',
    landline: '07562-220104',
    from: '2019-09-16',
    female: false,
    attire: 'kurta',
    senior: true,
    face: 304,
  },
  {
    name: 'Shri Prakash Chandra Mishra',
    nameHi: 'श्री प्रकाश चंद्र मिश्रा',
    designation: 'Officers',
    email: 'works@sundarpur.example',
    postRemarks: 'Sub Engineer (Public Works)',
    postRemarksHi: 'उपयंत्री (लोक निर्माण)',
    mobile: '9000000305',
    landline: '07562-220105',
    from: '2020-02-03',
    female: false,
    attire: 'shirt',
    face: 305,
  },
  {
    name: 'Smt. Aarti Shrivastava',
    nameHi: 'श्रीमती आरती श्रीवास्तव',
    designation: 'Officers',
    email: 'health@sundarpur.example',
    postRemarks: 'Sanitary Inspector (Health and Sanitation)',
    postRemarksHi: 'स्वच्छता निरीक्षक (स्वास्थ्य एवं स्वच्छता)',
    mobile: '9000000306',
    landline: '07562-220106',
    from: '2021-11-22',
    female: true,
    attire: 'salwar',
    face: 306,
  },
  {
    name: 'Shri Manoj Kumar Sen',
    nameHi: 'श्री मनोज कुमार सेन',
    designation: 'Employees',
    email: 'accounts@sundarpur.example',
    postRemarks: 'Accountant',
    postRemarksHi: 'लेखापाल',
    mobile: '9000000307',
    landline: '07562-220107',
    from: '2015-08-01',
    female: false,
    attire: 'shirt',
    senior: true,
    face: 307,
  },
  {
    name: 'Shri Bharat Lal Chadar',
    nameHi: 'श्री भरत लाल चढ़ार',
    designation: 'Employees',
    email: 'watersupply@sundarpur.example',
    postRemarks: 'Water Supply Supervisor',
    postRemarksHi: 'जल प्रदाय पर्यवेक्षक',
    mobile: '9000000308',
    landline: '07562-220108',
    from: '2012-03-12',
    female: false,
    attire: 'kurta',
    face: 308,
  },
  {
    name: 'Smt. Lata Bhargava',
    nameHi: 'श्रीमती लता भार्गव',
    designation: 'Employees',
    email: 'establishment@sundarpur.example',
    postRemarks: 'Assistant Grade-3 (Establishment)',
    postRemarksHi: 'सहायक ग्रेड-3 (स्थापना)',
    mobile: '9000000309',
    landline: '07562-220109',
    from: '2017-05-15',
    female: true,
    attire: 'saree',
    face: 309,
  },
  {
    name: 'Shri Kailash Raikwar',
    nameHi: 'श्री कैलाश रैकवार',
    designation: 'Employees',
    email: 'sanitation@sundarpur.example',
    postRemarks: 'Sanitation Supervisor',
    postRemarksHi: 'स्वच्छता पर्यवेक्षक',
    mobile: '9000000310',
    from: '2016-10-03',
    female: false,
    attire: 'shirt',
    face: 310,
  },
];

/** A tender's further documents, by title, with the title in Hindi (the download's name in a Hindi page). */
export const DOCUMENT_TITLES_HI = {
  'Bill of Quantities': 'मात्राओं की सूची (बीओक्यू)',
  Drawings: 'नक्शे (ड्रॉइंग)',
  'Technical Specifications': 'तकनीकी विशिष्टियाँ',
  'Draft Agreement': 'अनुबंध का प्रारूप',
  'Route Chart': 'वाहनों का रूट चार्ट',
  'Corrigendum 1': 'शुद्धि-पत्र 1',
} as const;
export type DocumentTitle = keyof typeof DOCUMENT_TITLES_HI;

export interface TenderSeed {
  dept: string;
  no: number;
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  /** Days from today: publish date and last date of submission. */
  published: number;
  lastDate: number;
  time: string;
  status: string;
  estimate: string;
  emd: string;
  fee: string;
  /** Titles of documents 2 and up. */
  extra: DocumentTitle[];
}

export const tenders: TenderSeed[] = [
  {
    dept: 'PWD',
    no: 14,
    title: 'Construction of CC road and covered drain in Nehru Nagar, Ward No. 7',
    titleHi: 'नेहरू नगर, वार्ड क्र. 7 में सीसी सड़क और ढकी हुई नाली का निर्माण',
    description: 'Cement concrete road (620 m) with covered drains on both sides, from Nehru Nagar chowk to the government school.',
    descriptionHi: 'नेहरू नगर चौक से शासकीय स्कूल तक सीमेंट कंक्रीट सड़क (620 मीटर), दोनों ओर ढकी हुई नालियों सहित।',
    published: -6,
    lastDate: 18,
    time: '15:00',
    status: 'Open',
    estimate: 'Rs. 48.60 lakh',
    emd: 'Rs. 48,600',
    fee: 'Rs. 3,000',
    extra: ['Bill of Quantities', 'Drawings'],
  },
  {
    dept: 'EL',
    no: 9,
    title: 'Supply and installation of 80 solar LED street lights',
    titleHi: '80 सौर एलईडी स्ट्रीट लाइटों का प्रदाय और स्थापना',
    description:
      'Supply, installation and five years of maintenance of 80 solar street lights (24 W LED) on Station Road and the bus stand approach road.',
    descriptionHi: 'स्टेशन रोड और बस स्टैंड पहुँच मार्ग पर 80 सौर स्ट्रीट लाइटों (24 वॉट एलईडी) का प्रदाय, स्थापना और पाँच वर्ष तक रखरखाव।',
    published: -3,
    lastDate: 24,
    time: '17:00',
    status: 'Open',
    estimate: 'Rs. 27.20 lakh',
    emd: 'Rs. 27,200',
    fee: 'Rs. 2,000',
    extra: ['Technical Specifications'],
  },
  {
    dept: 'SWM',
    no: 6,
    title: 'Hiring of vehicles for door-to-door waste collection (two years)',
    titleHi: 'घर-घर कचरा संग्रहण के लिए वाहन किराये पर लेना (दो वर्ष)',
    description: 'Hiring of eight covered tipper vehicles with drivers for door-to-door collection of segregated waste in all 15 wards.',
    descriptionHi: 'सभी 15 वार्डों में अलग-अलग किए गए कचरे के घर-घर संग्रहण के लिए चालक सहित आठ ढके हुए टिपर वाहन किराये पर लेना।',
    published: -9,
    lastDate: 7,
    time: '15:00',
    status: 'Open',
    estimate: 'Rs. 62.40 lakh',
    emd: 'Rs. 62,400',
    fee: 'Rs. 3,000',
    extra: ['Draft Agreement', 'Route Chart'],
  },
  {
    dept: 'WS',
    no: 11,
    title: 'Annual rate contract for water treatment chemicals 2027',
    titleHi: 'जल शोधन रसायनों का वार्षिक दर अनुबंध 2027',
    description:
      'Supply of alum, bleaching powder and liquid chlorine to the water treatment plant at Bada Talab for the calendar year 2027.',
    descriptionHi: 'कैलेंडर वर्ष 2027 के लिए बड़ा तालाब स्थित जल शोधन संयंत्र को फिटकरी, ब्लीचिंग पाउडर और तरल क्लोरीन का प्रदाय।',
    published: -2,
    lastDate: 29,
    time: '13:00',
    status: 'Open',
    estimate: 'Rs. 9.80 lakh',
    emd: 'Rs. 9,800',
    fee: 'Rs. 1,000',
    extra: [],
  },
  {
    dept: 'PWD',
    no: 10,
    title: 'Desilting of Bada Talab and repair of the ghats',
    titleHi: 'बड़ा तालाब की गाद निकासी और घाटों की मरम्मत',
    description: 'Removal of silt from the lake bed, repair of stone steps and railings at the main ghat and the Neelkanth ghat.',
    descriptionHi: 'तालाब की तली से गाद निकालना, मुख्य घाट और नीलकंठ घाट की पत्थर की सीढ़ियों और रेलिंग की मरम्मत।',
    published: -58,
    lastDate: -37,
    time: '15:00',
    status: 'Awarded',
    estimate: 'Rs. 35.75 lakh',
    emd: 'Rs. 35,750',
    fee: 'Rs. 2,000',
    extra: ['Bill of Quantities'],
  },
  {
    dept: 'WS',
    no: 7,
    title: 'Construction of 200 KL overhead water tank at Ram Nagar',
    titleHi: 'राम नगर में 200 किलोलीटर की ओवरहेड पानी की टंकी का निर्माण',
    description: 'RCC overhead tank of 200 kilolitres on 15 m staging with rising main and connection to the distribution network.',
    descriptionHi: '15 मीटर ऊँचे स्टेजिंग पर 200 किलोलीटर की आरसीसी ओवरहेड टंकी, राइजिंग मेन और वितरण नेटवर्क से जोड़ सहित।',
    published: -190,
    lastDate: -165,
    time: '15:00',
    status: 'Awarded',
    estimate: 'Rs. 1.12 crore',
    emd: 'Rs. 1,12,000',
    fee: 'Rs. 5,000',
    extra: ['Bill of Quantities', 'Drawings'],
  },
  {
    dept: 'SWM',
    no: 4,
    title: 'Purchase of two tractors with hydraulic trolleys',
    titleHi: 'हाइड्रोलिक ट्रॉली सहित दो ट्रैक्टरों का क्रय',
    description: 'Purchase of two tractors (45 HP or more) with hydraulic tipping trolleys for the sanitation department.',
    descriptionHi: 'स्वच्छता विभाग के लिए हाइड्रोलिक टिपिंग ट्रॉली सहित दो ट्रैक्टरों (45 एचपी या अधिक) का क्रय।',
    published: -120,
    lastDate: -99,
    time: '14:00',
    status: 'Closed',
    estimate: 'Rs. 22.00 lakh',
    emd: 'Rs. 22,000',
    fee: 'Rs. 1,500',
    extra: ['Technical Specifications'],
  },
  {
    dept: 'PWD',
    no: 8,
    title: 'Renovation of the council hall and record room',
    titleHi: 'परिषद सभागार और अभिलेख कक्ष का नवीनीकरण',
    description:
      'Flooring, false ceiling, electrical work and compactor shelving in the council hall and the record room of Nagar Parishad Bhawan.',
    descriptionHi: 'नगर परिषद भवन के सभागार और अभिलेख कक्ष में फ़र्श, फ़ॉल्स सीलिंग, विद्युत कार्य और कॉम्पैक्टर रैक।',
    published: -84,
    lastDate: -63,
    time: '15:00',
    status: 'Awarded',
    estimate: 'Rs. 18.40 lakh',
    emd: 'Rs. 18,400',
    fee: 'Rs. 1,500',
    extra: ['Bill of Quantities', 'Drawings'],
  },
  {
    dept: 'GEN',
    no: 5,
    title: 'Printing of property tax bills and receipt books',
    titleHi: 'संपत्ति कर बिलों और रसीद बुकों की छपाई',
    description: 'Printing and supply of 12,000 property tax demand bills and 400 receipt books of 100 leaves each.',
    descriptionHi: '12,000 संपत्ति कर मांग बिलों और 100-100 पन्नों की 400 रसीद बुकों की छपाई और प्रदाय।',
    published: -150,
    lastDate: -136,
    time: '13:00',
    status: 'Closed',
    estimate: 'Rs. 2.60 lakh',
    emd: 'Rs. 2,600',
    fee: 'Rs. 500',
    extra: [],
  },
  {
    dept: 'SWM',
    no: 3,
    title: 'Operation of the faecal sludge treatment plant (three years)',
    titleHi: 'मल कीचड़ उपचार संयंत्र (एफ़एसटीपी) का संचालन (तीन वर्ष)',
    description:
      'Operation and maintenance of the 20 KLD faecal sludge treatment plant at the trenching ground, including desludging vehicle.',
    descriptionHi: 'ट्रेंचिंग ग्राउंड स्थित 20 केएलडी क्षमता के मल कीचड़ उपचार संयंत्र का संचालन और रखरखाव, डीस्लजिंग वाहन सहित।',
    published: -230,
    lastDate: -209,
    time: '15:00',
    status: 'Cancelled',
    estimate: 'Rs. 31.50 lakh',
    emd: 'Rs. 31,500',
    fee: 'Rs. 2,000',
    extra: ['Corrigendum 1'],
  },
];

/** The branches that issue circulars and orders, in Hindi. */
export const DEPARTMENTS_HI = {
  Revenue: 'राजस्व',
  'Health & Sanitation': 'स्वास्थ्य एवं स्वच्छता',
  'Water Supply': 'जल प्रदाय',
  'Public Works': 'लोक निर्माण',
  Establishment: 'स्थापना',
} as const;
export type Department = keyof typeof DEPARTMENTS_HI;

export interface OrderSeed {
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  department: Department;
  issueDate: string;
  body: string[];
}

export const circulars: OrderSeed[] = [
  {
    title: 'Self-assessment of property tax for 2026-27',
    titleHi: 'वर्ष 2026-27 के संपत्ति कर का स्व-निर्धारण',
    department: 'Revenue',
    issueDate: '2026-11-12',
    description: 'Owners may file the self-assessment form for property tax with a copy of the last receipt by 31 January.',
    descriptionHi: 'संपत्ति स्वामी पिछली रसीद की प्रति के साथ संपत्ति कर का स्व-निर्धारण प्रपत्र 31 जनवरी तक जमा कर सकते हैं।',
    body: [
      'All property owners in the council area may file the self-assessment form for 2026-27 at the revenue branch.',
      'Attach a copy of the last tax receipt and, for new constructions, the building permission.',
      'Properties found under-assessed on inspection will be charged the difference with a penalty as per the rules.',
    ],
  },
  {
    title: 'Segregation of waste by bulk waste generators',
    titleHi: 'थोक कचरा उत्पादकों द्वारा कचरे का पृथक्करण',
    department: 'Health & Sanitation',
    issueDate: '2026-10-30',
    description:
      'Hotels, marriage gardens, hostels and markets must segregate waste at source and compost wet waste on site or pay user charges.',
    descriptionHi: 'होटल, मैरिज गार्डन, छात्रावास और बाज़ार कचरे को स्रोत पर ही अलग करें और गीले कचरे से अपने परिसर में खाद बनाएँ, अन्यथा उपयोगकर्ता शुल्क दें।',
    body: [
      'Bulk waste generators (more than 100 kg a day) must keep separate bins for wet, dry and domestic hazardous waste.',
      'Wet waste is to be composted on site, or handed to the council vehicle against the user charges notified.',
      'Inspections by the sanitary inspector start from 1 December.',
    ],
  },
  {
    title: 'Regularisation of unauthorised water connections',
    titleHi: 'अवैध नल कनेक्शनों का नियमितीकरण',
    department: 'Water Supply',
    issueDate: '2026-10-08',
    description: 'Unauthorised tap connections may be regularised until 31 December on payment of the connection fee without penalty.',
    descriptionHi: 'अवैध नल कनेक्शन 31 दिसंबर तक केवल कनेक्शन शुल्क जमा कर, बिना जुर्माने के नियमित कराए जा सकते हैं।',
    body: [
      'Residents with an unauthorised water connection may apply for regularisation at the water works branch.',
      'The normal connection fee will be charged without penalty until 31 December.',
      'After that date, unauthorised connections will be cut and a penalty recovered.',
    ],
  },
  {
    title: 'Road cutting permission and restoration charges',
    titleHi: 'सड़क खुदाई की अनुमति और मरम्मत शुल्क',
    department: 'Public Works',
    issueDate: '2026-09-18',
    description: 'No agency or person may cut a council road without written permission and advance payment of the restoration charges.',
    descriptionHi: 'कोई भी एजेंसी या व्यक्ति लिखित अनुमति लिए और मरम्मत शुल्क अग्रिम जमा किए बिना परिषद की सड़क नहीं खोद सकेगा।',
    body: [
      'Telecom, gas and electricity agencies and private persons must obtain written permission before cutting any council road.',
      'Restoration charges at the notified rates are payable in advance.',
      'Work without permission will be stopped and the cost of restoration recovered with a penalty.',
    ],
  },
  {
    title: 'Office timings and biometric attendance',
    titleHi: 'कार्यालय का समय और बायोमेट्रिक उपस्थिति',
    department: 'Establishment',
    issueDate: '2026-08-01',
    description: 'All staff must mark biometric attendance on arrival and departure; office hours are 10:00 to 17:30.',
    descriptionHi: 'सभी कर्मचारी आने और जाने पर बायोमेट्रिक उपस्थिति दर्ज करें; कार्यालय का समय सुबह 10:00 से शाम 5:30 बजे तक है।',
    body: [
      'Office hours are 10:00 to 17:30 with a lunch break from 13:30 to 14:00.',
      'All officers and employees must mark biometric attendance on arrival and departure.',
      'Branch heads will review the attendance report every Monday.',
    ],
  },
  {
    title: 'Precautions against heat wave',
    titleHi: 'लू से बचाव के उपाय',
    department: 'Health & Sanitation',
    issueDate: '2026-04-20',
    description:
      'Drinking water kiosks will run at the bus stand, mandi and hospital; outdoor work of sanitation staff is stopped from 12:00 to 16:00.',
    descriptionHi: 'बस स्टैंड, मंडी और अस्पताल पर पीने के पानी की प्याऊ लगेगी; दोपहर 12:00 से 4:00 बजे तक सफ़ाई कर्मचारियों का बाहर का काम बंद रहेगा।',
    body: [
      'Drinking water kiosks (pyaau) will be set up at the bus stand, the mandi and the community health centre.',
      'Outdoor work of sanitation staff will be stopped from 12:00 to 16:00 until the heat wave is over.',
      'Citizens are advised to drink plenty of water and avoid going out in the afternoon.',
    ],
  },
];

export const officeOrders: OrderSeed[] = [
  {
    title: 'Ward-wise duty of sanitation supervisors',
    titleHi: 'स्वच्छता पर्यवेक्षकों की वार्डवार ड्यूटी',
    department: 'Health & Sanitation',
    issueDate: '2026-11-16',
    description: 'Sanitation supervisors are assigned to wards for door-to-door collection and road sweeping with effect from 20 November.',
    descriptionHi: '20 नवंबर से घर-घर कचरा संग्रहण और सड़कों की सफ़ाई के लिए स्वच्छता पर्यवेक्षकों को वार्ड सौंपे गए हैं।',
    body: [
      'With effect from 20 November the sanitation supervisors will be in charge of the wards shown below.',
      'Wards 1-5: Shri Kailash Raikwar. Wards 6-10: Shri Suresh Kumar Bansal. Wards 11-15: Shri Dilip Choudhary.',
      'Daily attendance of sanitation workers is to be reported to the sanitary inspector by 08:00.',
    ],
  },
  {
    title: 'Nodal officer for the property tax recovery drive',
    titleHi: 'संपत्ति कर वसूली अभियान के लिए नोडल अधिकारी',
    department: 'Revenue',
    issueDate: '2026-11-02',
    description: 'The Revenue Officer is appointed nodal officer for the recovery of outstanding property tax until 31 March.',
    descriptionHi: 'बकाया संपत्ति कर की वसूली के लिए राजस्व अधिकारी को 31 मार्च तक नोडल अधिकारी नियुक्त किया गया है।',
    body: [
      'Shri Rajendra Singh Thakur, Revenue Officer, is appointed nodal officer for the property tax recovery drive until 31 March.',
      'Revenue clerks will hold ward-level camps on the schedule issued by the nodal officer.',
      'A weekly progress report is to be sent to the undersigned every Saturday.',
    ],
  },
  {
    title: 'Committee to inspect road works',
    titleHi: 'सड़क कार्यों के निरीक्षण हेतु समिति',
    department: 'Public Works',
    issueDate: '2026-10-12',
    description: 'A three-member committee will inspect the quality of road and drain works before payment of running bills.',
    descriptionHi: 'चालू देयकों के भुगतान से पहले सड़क और नाली कार्यों की गुणवत्ता की जाँच तीन सदस्यीय समिति करेगी।',
    body: [
      'A committee is formed to inspect road and drain works before running bills are paid.',
      'Members: the Sub Engineer (Public Works), the Accountant and the Parshad of the ward concerned.',
      'The committee will record measurements and test results in the measurement book.',
    ],
  },
  {
    title: 'Transfer of clerks between branches',
    titleHi: 'शाखाओं के बीच लिपिकों का स्थानांतरण',
    department: 'Establishment',
    issueDate: '2026-09-01',
    description: 'Two clerks are transferred between the revenue and establishment branches in the interest of work.',
    descriptionHi: 'कार्य हित में राजस्व और स्थापना शाखा के बीच दो लिपिकों का स्थानांतरण किया गया है।',
    body: [
      'In the interest of work the following transfers are ordered with immediate effect.',
      'Smt. Lata Bhargava, Assistant Grade-3, from the revenue branch to the establishment branch.',
      'Shri Rohit Dangi, Assistant Grade-3, from the establishment branch to the revenue branch.',
    ],
  },
  {
    title: 'Summer duty roster for water supply',
    titleHi: 'गर्मियों में जल प्रदाय का ड्यूटी रोस्टर',
    department: 'Water Supply',
    issueDate: '2026-04-05',
    description: 'Duty roster of valve men and pump operators for the summer months, with tanker supply to areas at the tail end.',
    descriptionHi: 'गर्मी के महीनों के लिए वाल्वमैन और पंप ऑपरेटरों का ड्यूटी रोस्टर, अंतिम छोर की बस्तियों में टैंकर से पानी पहुँचाने की व्यवस्था सहित।',
    body: [
      'The duty roster of valve men and pump operators for April to June is attached.',
      'Tanker supply will be arranged for tail-end areas of wards 4, 9 and 13 on alternate days.',
      'Complaints received on the helpline are to be attended within 24 hours.',
    ],
  },
  {
    title: 'Flying squad against single-use plastic',
    titleHi: 'सिंगल यूज़ प्लास्टिक के विरुद्ध उड़नदस्ता',
    department: 'Health & Sanitation',
    issueDate: '2026-07-01',
    description: 'A flying squad is formed to check the sale and use of banned single-use plastic in markets and shops.',
    descriptionHi: 'बाज़ारों और दुकानों में प्रतिबंधित सिंगल यूज़ प्लास्टिक की बिक्री और उपयोग की जाँच के लिए उड़नदस्ते का गठन किया गया है।',
    body: [
      'A flying squad of the sanitary inspector, a revenue clerk and two sanitation supervisors is formed.',
      'The squad will inspect markets and shops and fine offenders as per the by-laws.',
      'Seized plastic is to be deposited at the material recovery facility.',
    ],
  },
];

export const gallery: Array<{ title: string; titleHi: string; description: string; descriptionHi: string }> = [
  {
    title: 'Tree plantation on the ring road',
    titleHi: 'रिंग रोड पर पौधारोपण',
    description: 'Parshads, school children and volunteers planted 5,000 saplings with tree guards along the ring road on 12 July.',
    descriptionHi: '12 जुलाई को पार्षदों, स्कूली बच्चों और स्वयंसेवकों ने रिंग रोड के किनारे ट्री-गार्ड सहित 5,000 पौधे लगाए।',
  },
  {
    title: 'Cleanliness drive in the market area',
    titleHi: 'बाज़ार क्षेत्र में स्वच्छता अभियान',
    description: 'Council staff and traders cleaned the main market and Gandhi Chowk during the Swachhata Hi Seva fortnight.',
    descriptionHi: 'स्वच्छता ही सेवा पखवाड़े में परिषद के कर्मचारियों और व्यापारियों ने मिलकर मुख्य बाज़ार और गांधी चौक की सफ़ाई की।',
  },
  {
    title: 'Independence Day at Nagar Parishad Bhawan',
    titleHi: 'नगर परिषद भवन में स्वतंत्रता दिवस',
    description:
      'The Adhyaksh hoisted the national flag at the council office on 15 August in the presence of citizens and school children.',
    descriptionHi: '15 अगस्त को अध्यक्ष ने नागरिकों और स्कूली बच्चों की उपस्थिति में परिषद कार्यालय पर राष्ट्रीय ध्वज फहराया।',
  },
  {
    title: 'New water tank at Ram Nagar',
    titleHi: 'राम नगर में पानी की नई टंकी',
    description: 'Opening of the 200 kilolitre overhead tank that brings round-the-clock water to Ram Nagar.',
    descriptionHi: '200 किलोलीटर की ओवरहेड टंकी का लोकार्पण, जिससे राम नगर को चौबीसों घंटे पानी मिल रहा है।',
  },
  {
    title: 'International Yoga Day at Town Park',
    titleHi: 'टाउन पार्क में अंतरराष्ट्रीय योग दिवस',
    description: 'Hundreds of residents joined the morning yoga session at Town Park on 21 June.',
    descriptionHi: '21 जून को टाउन पार्क में सुबह के योग सत्र में सैकड़ों नागरिक शामिल हुए।',
  },
  {
    title: 'Free health camp at the community hall',
    titleHi: 'सामुदायिक भवन में निःशुल्क स्वास्थ्य शिविर',
    description: 'Doctors from the district hospital examined more than 600 patients at the free health camp.',
    descriptionHi: 'निःशुल्क स्वास्थ्य शिविर में ज़िला अस्पताल के डॉक्टरों ने 600 से अधिक मरीज़ों की जाँच की।',
  },
  {
    title: 'Republic Day rally of school children',
    titleHi: 'स्कूली बच्चों की गणतंत्र दिवस रैली',
    description: 'Students of the town schools marched from Gandhi Chowk to the council office with the tricolour.',
    descriptionHi: 'नगर के स्कूलों के विद्यार्थियों ने तिरंगा लेकर गांधी चौक से परिषद कार्यालय तक रैली निकाली।',
  },
  {
    title: 'Deepotsav at the Bada Talab ghat',
    titleHi: 'बड़ा तालाब घाट पर दीपोत्सव',
    description: '11,000 earthen lamps lit up the steps of the Bada Talab ghat on the evening of Deepotsav.',
    descriptionHi: 'दीपोत्सव की शाम बड़ा तालाब घाट की सीढ़ियाँ 11,000 मिट्टी के दीयों से जगमगा उठीं।',
  },
  {
    title: "Children's park opened at Patel Nagar",
    titleHi: 'पटेल नगर में बच्चों का पार्क खुला',
    description: 'The renovated park in Patel Nagar (Ward No. 11) with new swings, a slide and solar lights was opened to the public.',
    descriptionHi: 'पटेल नगर (वार्ड क्र. 11) का नवीनीकृत पार्क नए झूलों, फिसलपट्टी और सौर लाइटों के साथ जनता के लिए खोल दिया गया।',
  },
];

/** A press release under its fields' keys in the definition, and the clipping's photo. */
export interface PressSeed {
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  releaseNewsPaperName: string;
  /** The paper's name as it is printed (a Hindi paper's masthead is in Devanagari). */
  releaseNewsPaperNameHi: string;
  releasesPageNo: string;
  releaseDate: string;
  /** Index of the gallery scene used as the clipping's photo. */
  photo: number;
}

export const pressReleases: PressSeed[] = [
  {
    title: '11,000 lamps light up Bada Talab ghat',
    titleHi: '11,000 दीयों से जगमगाया बड़ा तालाब घाट',
    description: "Coverage of the council's Deepotsav celebration at the Bada Talab ghat.",
    descriptionHi: 'बड़ा तालाब घाट पर परिषद के दीपोत्सव आयोजन की ख़बर।',
    releaseNewsPaperName: 'Dainik Sundarpur Samachar',
    releaseNewsPaperNameHi: 'दैनिक सुंदरपुर समाचार',
    releasesPageNo: '1',
    releaseDate: '2026-11-09',
    photo: 7,
  },
  {
    title: 'New 200 KL tank ends water shortage in Ram Nagar',
    titleHi: '200 किलोलीटर की नई टंकी से राम नगर में पानी की किल्लत ख़त्म',
    description: 'Report on the opening of the Ram Nagar overhead tank and the trial of round-the-clock supply.',
    descriptionHi: 'राम नगर की ओवरहेड टंकी के लोकार्पण और चौबीसों घंटे पानी की आपूर्ति के परीक्षण पर रिपोर्ट।',
    releaseNewsPaperName: 'Narmada Prakash',
    releaseNewsPaperNameHi: 'नर्मदा प्रकाश',
    releasesPageNo: '3',
    releaseDate: '2026-10-05',
    photo: 3,
  },
  {
    title: 'Traders join council in market cleanliness drive',
    titleHi: 'बाज़ार के स्वच्छता अभियान में परिषद के साथ जुटे व्यापारी',
    description: 'Report on the cleanliness drive in the main market during the Swachhata Hi Seva fortnight.',
    descriptionHi: 'स्वच्छता ही सेवा पखवाड़े में मुख्य बाज़ार में चले स्वच्छता अभियान पर रिपोर्ट।',
    releaseNewsPaperName: 'Vindhya Bharati',
    releaseNewsPaperNameHi: 'विंध्य भारती',
    releasesPageNo: '4',
    releaseDate: '2026-09-26',
    photo: 1,
  },
  {
    title: 'Over 600 treated at free health camp',
    titleHi: 'निःशुल्क स्वास्थ्य शिविर में 600 से अधिक मरीज़ों का इलाज',
    description: 'Report on the free health camp held with doctors from the district hospital.',
    descriptionHi: 'ज़िला अस्पताल के डॉक्टरों के साथ लगाए गए निःशुल्क स्वास्थ्य शिविर पर रिपोर्ट।',
    releaseNewsPaperName: 'Sundarpur Times',
    releaseNewsPaperNameHi: 'सुंदरपुर टाइम्स',
    releasesPageNo: '2',
    releaseDate: '2026-08-24',
    photo: 5,
  },
  {
    title: 'Council plants 5,000 saplings along the ring road',
    titleHi: 'परिषद ने रिंग रोड के किनारे 5,000 पौधे लगाए',
    description: 'Report on the tree plantation drive with school children and volunteers.',
    descriptionHi: 'स्कूली बच्चों और स्वयंसेवकों के साथ चलाए गए पौधारोपण अभियान पर रिपोर्ट।',
    releaseNewsPaperName: 'Malwa Lok Darpan',
    releaseNewsPaperNameHi: 'मालवा लोक दर्पण',
    releasesPageNo: '5',
    releaseDate: '2026-07-13',
    photo: 0,
  },
  {
    title: 'Hundreds join Yoga Day at Town Park',
    titleHi: 'टाउन पार्क में योग दिवस पर जुटे सैकड़ों लोग',
    description: 'Photo feature on the International Yoga Day session organised by the council.',
    descriptionHi: 'परिषद द्वारा आयोजित अंतरराष्ट्रीय योग दिवस सत्र पर फ़ोटो फ़ीचर।',
    releaseNewsPaperName: 'Dainik Sundarpur Samachar',
    releaseNewsPaperNameHi: 'दैनिक सुंदरपुर समाचार',
    releasesPageNo: '3',
    releaseDate: '2026-06-22',
    photo: 4,
  },
];
