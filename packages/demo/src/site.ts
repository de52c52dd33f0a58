import { emptySiteSettings, type SiteSettings } from '@nagar/contract';

/**
 * The fictional council of the demo content, laid down through the settings service (Admin › Settings changes it):
 * a new install's settings with the council's own values.
 */
export const demoSite: SiteSettings = {
  ...emptySiteSettings(),
  councilName: 'Nagar Parishad Sundarpur',
  councilNameHi: 'नगर परिषद सुंदरपुर',
  stateName: 'Government of Madhya Pradesh',
  stateNameHi: 'मध्य प्रदेश शासन',
  address: 'Nagar Parishad Bhawan, Station Road, Sundarpur 466001',
  addressHi: 'नगर परिषद भवन, स्टेशन रोड, सुंदरपुर 466001',
  email: 'info@sundarpur.example',
  phone: '+91 7562 220 100',
  tollFree: '1800 233 0101',
  rtiUrl: 'https://mpsic.mp.gov.in/',
  propertyTaxUrl: 'https://www.mpenagarpalika.gov.in/',
  importantLinks: [
    { label: 'National Portal of India', labelHi: 'भारत का राष्ट्रीय पोर्टल', url: 'https://www.india.gov.in/' },
    { label: 'Swachh Bharat Mission (Urban)', labelHi: 'स्वच्छ भारत मिशन (शहरी)', url: 'https://sbmurban.org/' },
    { label: 'Digital India', labelHi: 'डिजिटल इंडिया', url: 'https://www.digitalindia.gov.in/' },
    { label: 'MP e-Nagarpalika', labelHi: 'एमपी ई-नगरपालिका', url: 'https://www.mpenagarpalika.gov.in/' },
  ],
  // An urban council: the urban mission (the ddws.gov.in site is the rural one).
  cleanIndiaUrl: 'https://sbmurban.org/',
  location: { lat: 23.2032, lon: 77.0844 },
  officeHours: 'Monday to Saturday, 10:00 am to 5:30 pm, except the second and third Saturday. Closed on Sundays and public holidays.',
  officeHoursHi: 'सोमवार से शनिवार, सुबह 10:00 से शाम 5:30 बजे तक, दूसरे और तीसरे शनिवार को छोड़कर। रविवार और सार्वजनिक अवकाश के दिन बंद।',
};

/** Citizens' words for the home page (a content type: Admin › Testimonials). */
export const demoTestimonials = [
  {
    name: 'Meena Sahu',
    nameHi: 'मीना साहू',
    ward: 'Ward 3',
    wardHi: 'वार्ड 3',
    quote: 'The new water tank has ended the summer shortage in our lane.',
    quoteHi: 'नई पानी की टंकी से हमारी गली में गर्मियों की कमी ख़त्म हो गई।',
  },
  {
    name: 'Rakesh Yadav',
    nameHi: 'राकेश यादव',
    ward: 'Ward 7',
    wardHi: 'वार्ड 7',
    quote: 'My trade licence renewal took one visit this year.',
    quoteHi: 'इस साल मेरा व्यापार लाइसेंस एक ही बार में नवीनीकृत हो गया।',
  },
  {
    name: 'Farida Khan',
    nameHi: 'फ़रीदा ख़ान',
    ward: 'Ward 11',
    wardHi: 'वार्ड 11',
    quote: 'Garbage is now collected every morning, wet and dry separately.',
    quoteHi: 'अब हर सुबह गीला और सूखा कचरा अलग-अलग उठाया जाता है।',
  },
  {
    name: 'Suresh Patel',
    nameHi: 'सुरेश पटेल',
    ward: 'Ward 5',
    wardHi: 'वार्ड 5',
    quote: 'The streetlight I reported was repaired in two days.',
    quoteHi: 'मेरी बताई स्ट्रीट लाइट दो दिन में ठीक हो गई।',
  },
  {
    name: 'Kavita Joshi',
    nameHi: 'कविता जोशी',
    ward: 'Ward 1',
    wardHi: 'वार्ड 1',
    quote: 'The park near the school is clean and safe for children now.',
    quoteHi: 'स्कूल के पास का पार्क अब बच्चों के लिए साफ़ और सुरक्षित है।',
  },
  {
    name: 'Imran Ali',
    nameHi: 'इमरान अली',
    ward: 'Ward 14',
    wardHi: 'वार्ड 14',
    quote: 'Tender notices are online, so small contractors like me can take part.',
    quoteHi: 'निविदाएँ ऑनलाइन हैं, इसलिए मुझ जैसे छोटे ठेकेदार भी भाग ले सकते हैं।',
  },
  {
    name: 'Lakshmi Bai',
    nameHi: 'लक्ष्मी बाई',
    ward: 'Ward 9',
    wardHi: 'वार्ड 9',
    quote: "The camp helped me get my mother's death certificate quickly.",
    quoteHi: 'शिविर से मेरी माँ का मृत्यु प्रमाण पत्र जल्दी मिल गया।',
  },
  {
    name: 'Arjun Verma',
    nameHi: 'अर्जुन वर्मा',
    ward: 'Ward 12',
    wardHi: 'वार्ड 12',
    quote: 'I can read every notice in Hindi on my phone.',
    quoteHi: 'मैं हर सूचना अपने फ़ोन पर हिंदी में पढ़ सकता हूँ।',
  },
];
