import type { PolicySlug } from '@nagar/contract';

/**
 * The policy pages of an install where no admin has saved them yet: general texts that name the council from
 * the settings ({{council}}, {{email}}, ... are replaced when the page is shown), in English and Hindi. An admin
 * adapts them in Admin › Policy pages; the demo content writes its own for the demo council.
 */
export const DEFAULTS_WRITTEN = '2026-11-27T00:00:00.000Z';

interface DefaultPage {
  title: string;
  titleHi: string;
  body: string;
  bodyHi: string;
}

const contactEn =
  '<p>E-mail: {{email}}<br>Telephone: {{phone}}<br>Address: {{address}}<br>Or write to us through the <a href="/contactus">Contact Us</a> page.</p>';
const contactHi = '<p>ई-मेल: {{email}}<br>टेलीफ़ोन: {{phone}}<br>पता: {{address}}<br>या <a href="/contactus">संपर्क करें</a> पृष्ठ से हमें लिखें।</p>';

const PAGES: Record<PolicySlug, DefaultPage> = {
  'hyperlinking-policy': {
    title: 'Hyperlinking Policy',
    titleHi: 'हाइपरलिंकिंग नीति',
    body: [
      '<h2>Links to this website from other websites</h2>',
      '<p>You may link to any page of this website without asking {{council}} for permission. We ask that you do not load our pages into frames on your own website: they must open in a browser window of their own.</p>',
      '<h2>Links from this website to other websites</h2>',
      '<p>This website links to other websites (for example those of the state and central government) for your convenience. {{council}} is not responsible for their contents or their reliability, and does not necessarily endorse the views expressed on them. A link here does not mean that the council endorses a website. We cannot guarantee that such links will work all the time, and we have no control over the availability of the pages they lead to.</p>',
    ].join(''),
    bodyHi: [
      '<h2>अन्य वेबसाइटों से इस वेबसाइट के लिंक</h2>',
      '<p>आप {{council}} से अनुमति लिए बिना इस वेबसाइट के किसी भी पृष्ठ का लिंक दे सकते हैं। हमारा अनुरोध है कि हमारे पृष्ठों को अपनी वेबसाइट के फ़्रेम में न दिखाएँ: वे ब्राउज़र की अपनी अलग विंडो में खुलने चाहिए।</p>',
      '<h2>इस वेबसाइट से अन्य वेबसाइटों के लिंक</h2>',
      '<p>आपकी सुविधा के लिए इस वेबसाइट पर अन्य वेबसाइटों (जैसे राज्य और केंद्र सरकार की वेबसाइटें) के लिंक दिए गए हैं। उनकी सामग्री और विश्वसनीयता के लिए {{council}} उत्तरदायी नहीं है, और वहाँ व्यक्त विचारों से सहमत होना आवश्यक नहीं है। किसी लिंक का होना उस वेबसाइट का समर्थन नहीं है। हम यह गारंटी नहीं दे सकते कि ये लिंक हर समय काम करेंगे, और उन पृष्ठों की उपलब्धता पर हमारा कोई नियंत्रण नहीं है।</p>',
    ].join(''),
  },
  'copyright-policy': {
    title: 'Copyright Policy',
    titleHi: 'कॉपीराइट नीति',
    body: [
      '<p>The material on this website may be reproduced free of charge, after taking permission by writing to {{council}} ({{email}}). The material must be reproduced accurately and must not be used in a derogatory manner or in a misleading context. Wherever it is published or given to others, the source must be acknowledged prominently.</p>',
      '<p>This permission does not extend to material identified as the copyright of a third party (for example photographs or documents of other bodies). Permission to reproduce such material must be obtained from the departments or copyright holders concerned.</p>',
    ].join(''),
    bodyHi: [
      '<p>इस वेबसाइट की सामग्री को {{council}} ({{email}}) को लिखकर अनुमति लेने के बाद निःशुल्क पुनः प्रकाशित किया जा सकता है। सामग्री को सही-सही प्रस्तुत करना होगा, और उसका उपयोग अपमानजनक ढंग से या भ्रामक संदर्भ में नहीं किया जाना चाहिए। जहाँ भी सामग्री प्रकाशित की जाए या दूसरों को दी जाए, उसके स्रोत का स्पष्ट उल्लेख होना चाहिए।</p>',
      '<p>यह अनुमति उस सामग्री पर लागू नहीं होती जो किसी अन्य पक्ष के कॉपीराइट के रूप में चिह्नित है (जैसे अन्य संस्थाओं के फ़ोटो या दस्तावेज़)। ऐसी सामग्री के लिए संबंधित विभाग या कॉपीराइट धारक से अनुमति लेनी होगी।</p>',
    ].join(''),
  },
  terms: {
    title: 'Terms and Conditions',
    titleHi: 'नियम और शर्तें',
    body: [
      '<p>This website is designed, developed and maintained by {{council}}, {{state}}.</p>',
      '<p>Though all efforts have been made to ensure the accuracy and currency of the content on this website, it should not be construed as a statement of law or used for any legal purposes. In case of any ambiguity or doubt, users are advised to verify with the council and to obtain appropriate professional advice.</p>',
      '<p>Under no circumstances will the council be liable for any expense, loss or damage, including indirect or consequential loss or damage, or any expense, loss or damage whatsoever arising from the use of, or loss of use of, data, arising out of or in connection with the use of this website.</p>',
      '<p>These terms and conditions shall be governed by and construed in accordance with Indian laws. Any dispute arising under them shall be subject to the jurisdiction of the courts of India.</p>',
      '<p>Information posted on this website may include hyperlinks or pointers to information created and maintained by other organisations. The council provides these for your information and convenience only (see the <a href="/hyperlinking-policy">Hyperlinking Policy</a>).</p>',
    ].join(''),
    bodyHi: [
      '<p>इस वेबसाइट की रूपरेखा, विकास और रखरखाव {{council}}, {{state}} द्वारा किया जाता है।</p>',
      '<p>यद्यपि इस वेबसाइट की सामग्री को सही और अद्यतन रखने का हर संभव प्रयास किया गया है, इसे कानून का कथन नहीं माना जाना चाहिए और न ही किसी कानूनी उद्देश्य के लिए उपयोग किया जाना चाहिए। किसी भी अस्पष्टता या संदेह की स्थिति में उपयोगकर्ताओं को परिषद से पुष्टि करने और उचित पेशेवर सलाह लेने की सलाह दी जाती है।</p>',
      '<p>इस वेबसाइट के उपयोग से, या डेटा के उपयोग या उसके न हो पाने से, होने वाले किसी भी व्यय, हानि या क्षति के लिए, चाहे वह अप्रत्यक्ष या परिणामी ही क्यों न हो, परिषद किसी भी परिस्थिति में उत्तरदायी नहीं होगी।</p>',
      '<p>ये नियम और शर्तें भारतीय कानूनों के अनुसार शासित और व्याख्यायित होंगी। इनसे उत्पन्न कोई भी विवाद भारत के न्यायालयों के अधिकार क्षेत्र में होगा।</p>',
      '<p>इस वेबसाइट पर दी गई जानकारी में अन्य संगठनों द्वारा बनाई और रखी गई जानकारी के लिंक हो सकते हैं। परिषद ये केवल आपकी जानकारी और सुविधा के लिए देती है (देखें <a href="/hyperlinking-policy">हाइपरलिंकिंग नीति</a>)।</p>',
    ].join(''),
  },
  disclaimer: {
    title: 'Disclaimer',
    titleHi: 'अस्वीकरण',
    body: [
      '<p>The information on this website is provided by {{council}} for the general information of the public. Every effort is made to keep it correct and up to date, but the council gives no warranty of its completeness or accuracy.</p>',
      '<p>Notices, tenders, orders and other documents on this website are copies for information: where a printed or signed original exists, the original prevails. The last date of a tender and the validity of a notice are those stated in the document.</p>',
      '<p>Links to other websites are given for convenience; the council is not responsible for their content (see the <a href="/hyperlinking-policy">Hyperlinking Policy</a>).</p>',
      '<p>If you find an error on this website, please tell us:</p>',
      contactEn,
    ].join(''),
    bodyHi: [
      '<p>इस वेबसाइट पर दी गई जानकारी {{council}} द्वारा जनसामान्य की सामान्य जानकारी के लिए दी गई है। इसे सही और अद्यतन रखने का हर प्रयास किया जाता है, परंतु परिषद इसकी पूर्णता या सटीकता की कोई गारंटी नहीं देती।</p>',
      '<p>इस वेबसाइट पर सूचनाएँ, निविदाएँ, आदेश और अन्य दस्तावेज़ जानकारी के लिए प्रतियाँ हैं: जहाँ मुद्रित या हस्ताक्षरित मूल प्रति है, वहाँ मूल प्रति ही मान्य होगी। निविदा की अंतिम तिथि और सूचना की वैधता वही है जो दस्तावेज़ में लिखी है।</p>',
      '<p>अन्य वेबसाइटों के लिंक सुविधा के लिए दिए गए हैं; उनकी सामग्री के लिए परिषद उत्तरदायी नहीं है (देखें <a href="/hyperlinking-policy">हाइपरलिंकिंग नीति</a>)।</p>',
      '<p>यदि आपको इस वेबसाइट पर कोई त्रुटि मिले, तो कृपया हमें बताएँ:</p>',
      contactHi,
    ].join(''),
  },
  accessibility: {
    title: 'Accessibility Statement',
    titleHi: 'सुगम्यता विवरण',
    body: [
      '<p>{{council}} wants everyone to be able to use this website, whatever their device, technology or ability, in English and in Hindi.</p>',
      '<h2>Conformance</h2>',
      '<p>This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and to the Guidelines for Indian Government Websites (GIGW) 3.0. Its pages are tested with automated accessibility checks in both languages, on a phone-sized and a desktop-sized screen, and with the keyboard alone.</p>',
      '<ul><li>Every page can be used with the keyboard alone; a “Skip to main content” link comes first.</li><li>Every page works without JavaScript.</li><li>Text can be enlarged with the browser, up to 200%, without losing content.</li><li>Pictures have text alternatives; tables have headers; forms have labels and clear error messages.</li><li>Every page is available in English and Hindi, and marks its language so that screen readers pronounce it correctly.</li></ul>',
      '<h2>Known limits</h2>',
      '<ul><li>Some documents (PDF files) uploaded before the council began checking them may be scanned pictures of text that a screen reader cannot read. Ask us for an accessible copy.</li><li>Some items are published in one language only; they are marked with their language.</li><li>Videos from other websites may not have captions.</li></ul>',
      '<h2>How to report a problem</h2>',
      '<p>If something on this website is hard for you to use, or you need information in another format, please tell us. Say which page, what you tried to do and what went wrong. We will answer within 10 working days.</p>',
      contactEn,
      '<p>See also <a href="/help">Help</a> and <a href="/screen-reader-access">Screen Reader Access</a>.</p>',
    ].join(''),
    bodyHi: [
      '<p>{{council}} चाहती है कि हर व्यक्ति, चाहे उसका उपकरण, तकनीक या क्षमता कुछ भी हो, इस वेबसाइट का उपयोग अंग्रेज़ी और हिन्दी में कर सके।</p>',
      '<h2>अनुरूपता</h2>',
      '<p>इस वेबसाइट का लक्ष्य वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) 2.1 के स्तर AA और भारत सरकार की वेबसाइटों के लिए दिशानिर्देश (GIGW) 3.0 के अनुरूप होना है। इसके पृष्ठों की जाँच दोनों भाषाओं में, फ़ोन और डेस्कटॉप आकार की स्क्रीन पर, स्वचालित सुगम्यता जाँच और केवल कीबोर्ड से की जाती है।</p>',
      '<ul><li>हर पृष्ठ केवल कीबोर्ड से उपयोग किया जा सकता है; सबसे पहले “मुख्य सामग्री पर जाएँ” लिंक आता है।</li><li>हर पृष्ठ JavaScript के बिना भी काम करता है।</li><li>ब्राउज़र से पाठ को 200% तक बड़ा किया जा सकता है, बिना कोई सामग्री खोए।</li><li>चित्रों का पाठ विकल्प है; तालिकाओं में शीर्षक हैं; फ़ॉर्म में लेबल और स्पष्ट त्रुटि संदेश हैं।</li><li>हर पृष्ठ अंग्रेज़ी और हिन्दी में उपलब्ध है और अपनी भाषा बताता है, ताकि स्क्रीन रीडर उसे सही उच्चारण से पढ़ें।</li></ul>',
      '<h2>ज्ञात सीमाएँ</h2>',
      '<ul><li>परिषद द्वारा जाँच शुरू करने से पहले अपलोड किए गए कुछ दस्तावेज़ (PDF फ़ाइलें) पाठ के स्कैन किए गए चित्र हो सकते हैं, जिन्हें स्क्रीन रीडर नहीं पढ़ सकता। सुगम प्रति के लिए हमसे कहें।</li><li>कुछ सामग्री केवल एक भाषा में प्रकाशित है; उस पर उसकी भाषा अंकित है।</li><li>अन्य वेबसाइटों के वीडियो में कैप्शन न हों, ऐसा हो सकता है।</li></ul>',
      '<h2>समस्या की सूचना कैसे दें</h2>',
      '<p>यदि इस वेबसाइट पर कुछ उपयोग करना आपके लिए कठिन है, या आपको जानकारी किसी अन्य रूप में चाहिए, तो कृपया हमें बताएँ। कौन-सा पृष्ठ, आप क्या करना चाहते थे और क्या गलत हुआ, यह लिखें। हम 10 कार्य दिवसों में उत्तर देंगे।</p>',
      contactHi,
      '<p>यह भी देखें: <a href="/help">सहायता</a> और <a href="/screen-reader-access">स्क्रीन रीडर एक्सेस</a>।</p>',
    ].join(''),
  },
  help: {
    title: 'Help',
    titleHi: 'सहायता',
    body: [
      '<p>This page helps you use the website of {{council}}.</p>',
      '<h2>Opening documents (PDF files)</h2>',
      '<p>Notices, circulars, orders and tender documents are PDF files. Most phones and browsers open them by themselves. If yours does not, install a free PDF reader, for example:</p>',
      '<table><thead><tr><th scope="col">Document type</th><th scope="col">Free reader</th></tr></thead><tbody><tr><td>PDF (on a computer)</td><td><a href="https://get.adobe.com/reader/">Adobe Acrobat Reader</a></td></tr><tr><td>PDF (on Android)</td><td>Google PDF Viewer or Adobe Acrobat Reader, from the Play Store</td></tr></tbody></table>',
      '<h2>Changing the text size</h2>',
      '<p>To make the text larger or smaller in your browser, hold the Ctrl key (Cmd on a Mac) and press + or −; Ctrl and 0 goes back to normal. On a phone, spread two fingers on the screen, or set a larger font size in the phone’s settings.</p>',
      '<h2>Using a screen reader</h2>',
      '<p>This website can be used with a screen reader in English and in Hindi. The <a href="/screen-reader-access">Screen Reader Access</a> page lists free screen readers and how to get them.</p>',
      '<h2>Changing the language</h2>',
      '<p>Use the “हिन्दी” / “English” link at the top of every page.</p>',
      '<h2>Still need help?</h2>',
      contactEn,
    ].join(''),
    bodyHi: [
      '<p>यह पृष्ठ {{council}} की वेबसाइट के उपयोग में आपकी सहायता करता है।</p>',
      '<h2>दस्तावेज़ (PDF फ़ाइलें) खोलना</h2>',
      '<p>सूचनाएँ, परिपत्र, आदेश और निविदा दस्तावेज़ PDF फ़ाइलें हैं। अधिकांश फ़ोन और ब्राउज़र इन्हें स्वयं खोल लेते हैं। यदि आपका नहीं खोलता, तो कोई निःशुल्क PDF रीडर इंस्टॉल करें, जैसे:</p>',
      '<table><thead><tr><th scope="col">दस्तावेज़ का प्रकार</th><th scope="col">निःशुल्क रीडर</th></tr></thead><tbody><tr><td>PDF (कंप्यूटर पर)</td><td><a href="https://get.adobe.com/reader/">Adobe Acrobat Reader</a></td></tr><tr><td>PDF (Android पर)</td><td>Play Store से Google PDF Viewer या Adobe Acrobat Reader</td></tr></tbody></table>',
      '<h2>पाठ का आकार बदलना</h2>',
      '<p>ब्राउज़र में पाठ बड़ा या छोटा करने के लिए Ctrl कुंजी (Mac पर Cmd) दबाकर रखें और + या − दबाएँ; Ctrl और 0 से सामान्य आकार वापस आता है। फ़ोन पर स्क्रीन पर दो उँगलियाँ फैलाएँ, या फ़ोन की सेटिंग में बड़ा फ़ॉन्ट आकार चुनें।</p>',
      '<h2>स्क्रीन रीडर का उपयोग</h2>',
      '<p>इस वेबसाइट का उपयोग स्क्रीन रीडर के साथ अंग्रेज़ी और हिन्दी में किया जा सकता है। <a href="/screen-reader-access">स्क्रीन रीडर एक्सेस</a> पृष्ठ पर निःशुल्क स्क्रीन रीडर और उन्हें पाने का तरीका दिया गया है।</p>',
      '<h2>भाषा बदलना</h2>',
      '<p>हर पृष्ठ के ऊपर दिए “हिन्दी” / “English” लिंक का उपयोग करें।</p>',
      '<h2>और सहायता चाहिए?</h2>',
      contactHi,
    ].join(''),
  },
  'screen-reader-access': {
    title: 'Screen Reader Access',
    titleHi: 'स्क्रीन रीडर एक्सेस',
    body: [
      '<p>The website of {{council}} complies with the Guidelines for Indian Government Websites and can be used by people with visual impairments with assistive technologies such as screen readers. A screen reader reads out the text on the screen. The following screen readers can speak Hindi and other Indian languages:</p>',
      '<table><thead><tr><th scope="col">Screen reader</th><th scope="col">Runs on</th><th scope="col">Indian languages</th><th scope="col">Cost</th></tr></thead><tbody>',
      '<tr><th scope="row"><a href="https://www.nvaccess.org/download/">NVDA (NonVisual Desktop Access)</a></th><td>Windows</td><td>Hindi and other Indian languages with the eSpeak NG voice it includes</td><td>Free</td></tr>',
      '<tr><th scope="row"><a href="https://www.freedomscientific.com/products/software/jaws/">JAWS</a></th><td>Windows</td><td>Hindi with a Hindi voice (Vocalizer)</td><td>Paid (a free 40-minute mode)</td></tr>',
      '<tr><th scope="row">TalkBack</th><td>Android phones (built in)</td><td>Hindi and other Indian languages with Google’s text-to-speech</td><td>Free</td></tr>',
      '<tr><th scope="row">VoiceOver</th><td>iPhone, iPad and Mac (built in)</td><td>Hindi (the “Lekha” voice)</td><td>Free with the device</td></tr>',
      '<tr><th scope="row">Narrator</th><td>Windows (built in)</td><td>Hindi with the Hindi voice of Windows</td><td>Free with Windows</td></tr>',
      '<tr><th scope="row"><a href="https://www.orca-screen-reader.org/">Orca</a></th><td>Linux</td><td>Hindi with eSpeak NG</td><td>Free</td></tr>',
      '</tbody></table>',
      '<p>To hear Hindi pages in Hindi with NVDA, choose the eSpeak NG voice and turn on automatic language switching (NVDA menu, Preferences, Settings, Speech). See the <a href="/help">Help</a> page for more.</p>',
    ].join(''),
    bodyHi: [
      '<p>{{council}} की वेबसाइट भारत सरकार की वेबसाइटों के दिशानिर्देशों का पालन करती है, और दृष्टिबाधित व्यक्ति स्क्रीन रीडर जैसी सहायक तकनीकों से इसका उपयोग कर सकते हैं। स्क्रीन रीडर स्क्रीन पर लिखे पाठ को पढ़कर सुनाता है। नीचे दिए स्क्रीन रीडर हिन्दी और अन्य भारतीय भाषाएँ बोल सकते हैं:</p>',
      '<table><thead><tr><th scope="col">स्क्रीन रीडर</th><th scope="col">किस पर चलता है</th><th scope="col">भारतीय भाषाएँ</th><th scope="col">शुल्क</th></tr></thead><tbody>',
      '<tr><th scope="row"><a href="https://www.nvaccess.org/download/">NVDA (नॉनविज़ुअल डेस्कटॉप एक्सेस)</a></th><td>Windows</td><td>साथ आने वाली eSpeak NG आवाज़ से हिन्दी और अन्य भारतीय भाषाएँ</td><td>निःशुल्क</td></tr>',
      '<tr><th scope="row"><a href="https://www.freedomscientific.com/products/software/jaws/">JAWS</a></th><td>Windows</td><td>हिन्दी आवाज़ (Vocalizer) से हिन्दी</td><td>सशुल्क (40 मिनट का निःशुल्क मोड)</td></tr>',
      '<tr><th scope="row">TalkBack</th><td>Android फ़ोन (पहले से उपलब्ध)</td><td>Google टेक्स्ट-टू-स्पीच से हिन्दी और अन्य भारतीय भाषाएँ</td><td>निःशुल्क</td></tr>',
      '<tr><th scope="row">VoiceOver</th><td>iPhone, iPad और Mac (पहले से उपलब्ध)</td><td>हिन्दी (“Lekha” आवाज़)</td><td>उपकरण के साथ निःशुल्क</td></tr>',
      '<tr><th scope="row">Narrator</th><td>Windows (पहले से उपलब्ध)</td><td>Windows की हिन्दी आवाज़ से हिन्दी</td><td>Windows के साथ निःशुल्क</td></tr>',
      '<tr><th scope="row"><a href="https://www.orca-screen-reader.org/">Orca</a></th><td>Linux</td><td>eSpeak NG से हिन्दी</td><td>निःशुल्क</td></tr>',
      '</tbody></table>',
      '<p>NVDA से हिन्दी पृष्ठ हिन्दी में सुनने के लिए eSpeak NG आवाज़ चुनें और स्वचालित भाषा परिवर्तन चालू करें (NVDA मेनू, Preferences, Settings, Speech)। अधिक जानकारी के लिए <a href="/help">सहायता</a> पृष्ठ देखें।</p>',
    ].join(''),
  },
};

/** A page's default text (placeholders unreplaced). */
export const defaultPolicyPage = (slug: PolicySlug): DefaultPage => ({ ...PAGES[slug] });
