/** Texts of the localities screen's CSV import (issue 27, Find my ward). */
const en = {
  title: 'Import localities from a CSV file',
  intro:
    'The first line is the header name,name_hi,ward,pincode. Name the ward as the Wards list names it (in English or Hindi). Check the file first: every wrong line is listed by its number. A file with any wrong line imports nothing; a locality already in the list is updated.',
  file: 'CSV file',
  check: 'Check the file',
  import: 'Import',
  chooseFile: 'Choose a CSV file first.',
  checked: 'Checked {{lines}} lines: {{imported}} to add, {{updated}} to update.',
  checkedBad_one: 'Checked {{lines}} lines: {{count}} wrong line. Nothing was imported.',
  checkedBad_other: 'Checked {{lines}} lines: {{count}} wrong lines. Nothing was imported.',
  imported: 'Imported {{lines}} lines: {{imported}} added, {{updated}} updated.',
  line: 'Line',
  problem: 'Problem',
  failed: 'The file could not be imported.',
};
const hi: typeof en = {
  title: 'CSV फ़ाइल से मोहल्ले आयात करें',
  intro:
    'पहली पंक्ति शीर्षक name,name_hi,ward,pincode है। वार्ड का नाम वैसे ही लिखें जैसे वार्ड सूची में है (अंग्रेज़ी या हिंदी में)। पहले फ़ाइल जाँचें: हर गलत पंक्ति उसके क्रमांक के साथ दिखेगी। किसी भी गलत पंक्ति वाली फ़ाइल से कुछ भी आयात नहीं होता; सूची में पहले से मौजूद मोहल्ला अपडेट हो जाता है।',
  file: 'CSV फ़ाइल',
  check: 'फ़ाइल जाँचें',
  import: 'आयात करें',
  chooseFile: 'पहले CSV फ़ाइल चुनें।',
  checked: '{{lines}} पंक्तियाँ जाँची गईं: {{imported}} जोड़ी जाएँगी, {{updated}} अपडेट होंगी।',
  checkedBad_one: '{{lines}} पंक्तियाँ जाँची गईं: {{count}} पंक्ति गलत है। कुछ भी आयात नहीं हुआ।',
  checkedBad_other: '{{lines}} पंक्तियाँ जाँची गईं: {{count}} पंक्तियाँ गलत हैं। कुछ भी आयात नहीं हुआ।',
  imported: '{{lines}} पंक्तियाँ आयात हुईं: {{imported}} जोड़ी गईं, {{updated}} अपडेट हुईं।',
  line: 'पंक्ति',
  problem: 'समस्या',
  failed: 'फ़ाइल आयात नहीं हो सकी।',
};
export const localityImport = { en, hi };
