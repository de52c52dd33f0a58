/**
 * Privacy Policy texts. Each section's `body` is a list of blocks: a string is a paragraph, a list of
 * strings is a bulleted list. {{council}}, {{email}} and {{phone}} come from the site information.
 */
export const privacy = {
  en: {
    title: 'Privacy Policy',
    metaDescription: 'How {{council}} collects, uses and protects information on its website, and the rights you have.',
    intro: 'This policy explains what information this website collects, why, how long it is kept and what you can do about it.',
    contents: 'Contents',
    backToContents: 'Back to contents',
    sections: {
      about: {
        title: 'About this policy',
        body: [
          'This website is run by {{council}} (“the council”, “we”). This policy covers this website only: its public pages, the grievance service and the staff back office.',
          'We handle personal information in line with the Information Technology Act, 2000 and its rules, and the Digital Personal Data Protection Act, 2023 (DPDP Act). In the words of the DPDP Act, the council is the Data Fiduciary for the personal data described here.',
          'You can read every public page without telling us who you are.',
        ],
      },
      logs: {
        title: 'Information collected automatically',
        body: [
          'Like every web server, ours records each request in its logs:',
          [
            'the Internet Protocol (IP) address of your device;',
            'the date and time of the visit;',
            'the page or file requested, and whether it was delivered;',
            'the type of browser and operating system;',
            'the address of the page that linked to ours, if your browser sends it.',
          ],
          'We use these logs only to keep the website running and secure: to find faults, to block attacks and to count visits. We do not use them to identify visitors, except when a law enforcement agency lawfully requires it for an investigation.',
        ],
      },
      cookies: {
        title: 'Cookies',
        body: [
          'A cookie is a small piece of text that a website asks your browser to keep. This website uses only two, and neither is used for advertising or tracking:',
          [
            'Language preference (“lang”): remembers whether you chose English or Hindi. It holds only “en” or “hi” and is kept for one year.',
            'Staff session (“nagar_session”, named “__Host-nagar_session” on an https address): set only when council staff sign in to the back office. It keeps them signed in and ends when they sign out or after a short period without activity. Citizens never receive it.',
          ],
          'We use no analytics, advertising or social media cookies. You can block or delete cookies in your browser; the public pages still work, but your language choice will not be remembered.',
        ],
      },
      provided: {
        title: 'Information you give us and how we use it',
        body: [
          'When you post a grievance we ask for what is needed to resolve it: your name, mobile number, the ward and location of the problem, a description and, if you wish, photographs.',
          'We use this information to resolve your complaint: to pass it to the officer responsible, to visit the place, to contact you about it and to tell you the outcome.',
          'Your name and mobile number are never shown on the public pages. So that citizens can follow the council’s work, the public list of complaints shows each complaint’s number, district, ward, type, description, landmark, suggestion, status and the photographs attached to it, without saying who posted it. Please do not put your own or anyone else’s personal details, or people’s faces, in the description or the photographs.',
          'Photographs are stored without their hidden details (such as the camera’s location data). We do not use your information for marketing and we never sell it.',
          'If you write to us by e-mail or telephone, we use what you tell us only to answer you.',
        ],
      },
      retention: {
        title: 'How long we keep information',
        body: [
          [
            'Server logs: 180 days, as the directions of the Indian Computer Emergency Response Team (CERT-In) require, then deleted, unless they are needed for a security investigation.',
            'Grievance records: as long as the council’s rules for keeping public records require, then deleted or archived.',
            'Staff sessions: deleted when the staff member signs out or the session expires.',
            'Language preference cookie: one year, in your own browser.',
          ],
        ],
      },
      sharing: {
        title: 'Sharing of information',
        body: [
          'Inside the council, only authorised staff who handle complaints can see your name and mobile number. We do not sell, rent or trade personal information.',
          'We share personal information outside the council only when the law requires it: for example with a court, a law enforcement agency acting under a lawful order, or another government body that is entitled to it by law. Requests under the Right to Information Act, 2005 do not give anyone your personal details where the Act exempts them.',
          'The company that hosts this website for the council processes the data only on our instructions and may not use it for anything else.',
        ],
      },
      security: {
        title: 'Security',
        body: [
          'We protect information with reasonable security practices as the Information Technology Act, 2000 requires, among them:',
          [
            'encrypted connections (HTTPS) between your browser and the website;',
            'staff passwords stored only in a one-way encrypted (hashed) form;',
            'access to personal data limited to authorised staff, with short sign-in sessions;',
            'regular updates of the software.',
          ],
          'No system is completely secure. If a breach affects your personal data, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
        ],
      },
      children: {
        title: 'Children',
        body: [
          'This website is meant for the general public. We do not knowingly collect personal data from children (persons under 18) without the consent of a parent or lawful guardian. A parent or guardian may post a grievance on a child’s behalf.',
        ],
      },
      rights: {
        title: 'Your rights',
        body: [
          'Under the DPDP Act you may ask us:',
          [
            'for a summary of the personal data we hold about you and how we use it;',
            'to correct, complete or update it;',
            'to erase it when it is no longer needed, unless the law requires us to keep it;',
            'to name another person who may exercise these rights for you in case of death or incapacity.',
          ],
          'Write to us at the address below. We answer as soon as we can and within the time the law sets. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
        ],
      },
      links: {
        title: 'Links to other websites',
        body: [
          'This website links to other websites, such as the state’s Right to Information portal. Their owners, not the council, decide how those websites handle your information; please read their own privacy policies. Links that open in a new window say so.',
        ],
      },
      changes: {
        title: 'Changes to this policy',
        body: [
          'We may update this policy when the website or the law changes. The new version is published on this page with its date at the top. We do not reduce your rights under this policy without telling you on the home page.',
        ],
      },
      contact: {
        title: 'Contact',
        body: ['For questions about this policy, or to use your rights, contact the Executive Officer, {{council}}:'],
      },
    },
    address: 'Address',
    email: 'E-mail',
    phone: 'Telephone',
    hours: 'Office hours',
  },
  hi: {
    title: 'गोपनीयता नीति',
    metaDescription: '{{council}} अपनी वेबसाइट पर जानकारी कैसे एकत्र करती है, उसका उपयोग और सुरक्षा कैसे करती है, और आपके अधिकार क्या हैं।',
    intro: 'यह नीति बताती है कि यह वेबसाइट कौन-सी जानकारी एकत्र करती है, क्यों, उसे कितने समय तक रखा जाता है और आप इस बारे में क्या कर सकते हैं।',
    contents: 'विषय सूची',
    backToContents: 'विषय सूची पर लौटें',
    sections: {
      about: {
        title: 'इस नीति के बारे में',
        body: [
          'यह वेबसाइट {{council}} (“परिषद”, “हम”) द्वारा संचालित है। यह नीति केवल इसी वेबसाइट पर लागू होती है: इसके सार्वजनिक पृष्ठ, शिकायत सेवा और कर्मचारियों का बैक ऑफिस।',
          'हम व्यक्तिगत जानकारी का प्रबंधन सूचना प्रौद्योगिकी अधिनियम, 2000 और उसके नियमों तथा डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (डीपीडीपी अधिनियम) के अनुसार करते हैं। डीपीडीपी अधिनियम की भाषा में, यहाँ बताए गए व्यक्तिगत डेटा के लिए परिषद डेटा न्यासी (Data Fiduciary) है।',
          'आप अपनी पहचान बताए बिना हर सार्वजनिक पृष्ठ पढ़ सकते हैं।',
        ],
      },
      logs: {
        title: 'स्वतः एकत्र होने वाली जानकारी',
        body: [
          'हर वेब सर्वर की तरह, हमारा सर्वर भी प्रत्येक अनुरोध को अपने लॉग में दर्ज करता है:',
          [
            'आपके उपकरण का इंटरनेट प्रोटोकॉल (आईपी) पता;',
            'विज़िट की तारीख और समय;',
            'माँगा गया पृष्ठ या फ़ाइल, और वह दिया गया या नहीं;',
            'ब्राउज़र और ऑपरेटिंग सिस्टम का प्रकार;',
            'हमारे पृष्ठ से लिंक करने वाले पृष्ठ का पता, यदि आपका ब्राउज़र उसे भेजता है।',
          ],
          'हम इन लॉग का उपयोग केवल वेबसाइट को चालू और सुरक्षित रखने के लिए करते हैं: गड़बड़ियाँ खोजने, हमलों को रोकने और विज़िट गिनने के लिए। हम इनसे आगंतुकों की पहचान नहीं करते, सिवाय तब जब कोई विधि प्रवर्तन एजेंसी किसी जाँच के लिए विधिवत इसकी माँग करे।',
        ],
      },
      cookies: {
        title: 'कुकीज़',
        body: [
          'कुकी पाठ का एक छोटा अंश है जिसे कोई वेबसाइट आपके ब्राउज़र में रखवाती है। यह वेबसाइट केवल दो कुकीज़ का उपयोग करती है, और इनमें से कोई भी विज्ञापन या ट्रैकिंग के लिए नहीं है:',
          [
            'भाषा वरीयता (“lang”): याद रखती है कि आपने अंग्रेज़ी चुनी या हिन्दी। इसमें केवल “en” या “hi” रहता है और यह एक वर्ष तक रखी जाती है।',
            'कर्मचारी सत्र (“nagar_session”, https पते पर “__Host-nagar_session”): केवल तब बनती है जब परिषद के कर्मचारी बैक ऑफिस में साइन इन करते हैं। यह उन्हें साइन इन रखती है और साइन आउट करने पर या कुछ समय तक कोई गतिविधि न होने पर समाप्त हो जाती है। नागरिकों को यह कभी नहीं मिलती।',
          ],
          'हम एनालिटिक्स, विज्ञापन या सोशल मीडिया कुकीज़ का उपयोग नहीं करते। आप अपने ब्राउज़र में कुकीज़ रोक या हटा सकते हैं; सार्वजनिक पृष्ठ तब भी काम करेंगे, पर आपकी चुनी हुई भाषा याद नहीं रहेगी।',
        ],
      },
      provided: {
        title: 'आपके द्वारा दी गई जानकारी और उसका उपयोग',
        body: [
          'शिकायत दर्ज करते समय हम उतनी ही जानकारी माँगते हैं जितनी उसके निराकरण के लिए आवश्यक है: आपका नाम, मोबाइल नंबर, समस्या का वार्ड और स्थान, विवरण और, यदि आप चाहें, तो फ़ोटो।',
          'हम इस जानकारी का उपयोग आपकी शिकायत के निराकरण के लिए करते हैं: उसे संबंधित अधिकारी तक पहुँचाने, स्थल का निरीक्षण करने, आपसे संपर्क करने और आपको परिणाम बताने के लिए।',
          'आपका नाम और मोबाइल नंबर सार्वजनिक पृष्ठों पर कभी नहीं दिखाए जाते। ताकि नागरिक परिषद के काम पर नज़र रख सकें, शिकायतों की सार्वजनिक सूची में प्रत्येक शिकायत का क्रमांक, ज़िला, वार्ड, प्रकार, विवरण, लैंडमार्क, सुझाव, स्थिति और उसके साथ लगाए गए फ़ोटो दिखाए जाते हैं, यह बताए बिना कि शिकायत किसने दर्ज की। कृपया विवरण या फ़ोटो में अपना या किसी अन्य का व्यक्तिगत विवरण, या लोगों के चेहरे, न डालें।',
          'फ़ोटो उनकी छिपी जानकारी (जैसे कैमरे का स्थान डेटा) हटाकर रखे जाते हैं। हम आपकी जानकारी का उपयोग विपणन के लिए नहीं करते और उसे कभी नहीं बेचते।',
          'यदि आप हमें ई-मेल या टेलीफ़ोन से संपर्क करते हैं, तो आपकी बताई बातों का उपयोग केवल आपको उत्तर देने के लिए किया जाता है।',
        ],
      },
      retention: {
        title: 'जानकारी कितने समय तक रखी जाती है',
        body: [
          [
            'सर्वर लॉग: 180 दिन, जैसा कि भारतीय कंप्यूटर आपातकालीन प्रतिक्रिया दल (सीईआरटी-इन) के निर्देशों में अपेक्षित है; उसके बाद हटा दिए जाते हैं, जब तक कि किसी सुरक्षा जाँच के लिए उनकी आवश्यकता न हो।',
            'शिकायत अभिलेख: जब तक परिषद के सार्वजनिक अभिलेख रखने के नियम अपेक्षित करें, उसके बाद हटा दिए जाते हैं या संग्रहित कर दिए जाते हैं।',
            'कर्मचारी सत्र: कर्मचारी के साइन आउट करने या सत्र समाप्त होने पर हटा दिए जाते हैं।',
            'भाषा वरीयता कुकी: एक वर्ष, आपके अपने ब्राउज़र में।',
          ],
        ],
      },
      sharing: {
        title: 'जानकारी साझा करना',
        body: [
          'परिषद के भीतर केवल शिकायतों पर कार्य करने वाले अधिकृत कर्मचारी ही आपका नाम और मोबाइल नंबर देख सकते हैं। हम व्यक्तिगत जानकारी न बेचते हैं, न किराये पर देते हैं, न उसका व्यापार करते हैं।',
          'हम व्यक्तिगत जानकारी परिषद के बाहर केवल तब साझा करते हैं जब कानून इसकी माँग करे: उदाहरण के लिए किसी न्यायालय, वैध आदेश के तहत कार्य कर रही विधि प्रवर्तन एजेंसी, या कानूनन अधिकृत किसी अन्य सरकारी निकाय के साथ। सूचना का अधिकार अधिनियम, 2005 के तहत आवेदन से किसी को आपका व्यक्तिगत विवरण नहीं मिलता, जहाँ अधिनियम उसे छूट देता है।',
          'परिषद के लिए यह वेबसाइट होस्ट करने वाली कंपनी डेटा को केवल हमारे निर्देशों पर संसाधित करती है और उसका किसी अन्य कार्य में उपयोग नहीं कर सकती।',
        ],
      },
      security: {
        title: 'सुरक्षा',
        body: [
          'सूचना प्रौद्योगिकी अधिनियम, 2000 की अपेक्षा के अनुसार हम उचित सुरक्षा उपायों से जानकारी की रक्षा करते हैं, जिनमें शामिल हैं:',
          [
            'आपके ब्राउज़र और वेबसाइट के बीच एन्क्रिप्टेड कनेक्शन (HTTPS);',
            'कर्मचारियों के पासवर्ड केवल एकतरफ़ा एन्क्रिप्टेड (हैश) रूप में रखे जाते हैं;',
            'व्यक्तिगत डेटा तक पहुँच केवल अधिकृत कर्मचारियों को, छोटे साइन-इन सत्रों के साथ;',
            'सॉफ़्टवेयर का नियमित अद्यतन।',
          ],
          'कोई भी प्रणाली पूरी तरह सुरक्षित नहीं होती। यदि किसी सेंध से आपका व्यक्तिगत डेटा प्रभावित होता है, तो हम डीपीडीपी अधिनियम के अनुसार आपको और भारतीय डेटा संरक्षण बोर्ड को सूचित करेंगे।',
        ],
      },
      children: {
        title: 'बच्चे',
        body: [
          'यह वेबसाइट आम जनता के लिए है। हम जानबूझकर माता-पिता या विधिक अभिभावक की सहमति के बिना बच्चों (18 वर्ष से कम आयु के व्यक्तियों) का व्यक्तिगत डेटा एकत्र नहीं करते। माता-पिता या अभिभावक बच्चे की ओर से शिकायत दर्ज कर सकते हैं।',
        ],
      },
      rights: {
        title: 'आपके अधिकार',
        body: [
          'डीपीडीपी अधिनियम के तहत आप हमसे अनुरोध कर सकते हैं:',
          [
            'हमारे पास आपके बारे में रखे व्यक्तिगत डेटा और उसके उपयोग का सारांश देने का;',
            'उसे सुधारने, पूरा करने या अद्यतन करने का;',
            'आवश्यकता न रहने पर उसे हटाने का, जब तक कि कानून हमें उसे रखने के लिए बाध्य न करे;',
            'मृत्यु या अक्षमता की स्थिति में आपकी ओर से इन अधिकारों का उपयोग करने के लिए किसी अन्य व्यक्ति को नामित करने का।',
          ],
          'नीचे दिए पते पर हमें लिखें। हम यथाशीघ्र और कानून द्वारा निर्धारित समय के भीतर उत्तर देते हैं। यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।',
        ],
      },
      links: {
        title: 'अन्य वेबसाइटों के लिंक',
        body: [
          'इस वेबसाइट पर अन्य वेबसाइटों के लिंक हैं, जैसे राज्य का सूचना का अधिकार पोर्टल। वे वेबसाइटें आपकी जानकारी कैसे संभालती हैं, यह परिषद नहीं बल्कि उनके स्वामी तय करते हैं; कृपया उनकी अपनी गोपनीयता नीतियाँ पढ़ें। नई विंडो में खुलने वाले लिंक यह बताते हैं।',
        ],
      },
      changes: {
        title: 'इस नीति में परिवर्तन',
        body: [
          'वेबसाइट या कानून में बदलाव होने पर हम इस नीति को अद्यतन कर सकते हैं। नया संस्करण इसी पृष्ठ पर, ऊपर उसकी तारीख के साथ, प्रकाशित किया जाता है। इस नीति के तहत आपके अधिकारों में कोई कमी हम मुख पृष्ठ पर बताए बिना नहीं करते।',
        ],
      },
      contact: {
        title: 'संपर्क',
        body: ['इस नीति के बारे में प्रश्नों के लिए, या अपने अधिकारों का उपयोग करने के लिए, मुख्य नगर पालिका अधिकारी, {{council}} से संपर्क करें:'],
      },
    },
    address: 'पता',
    email: 'ई-मेल',
    phone: 'टेलीफ़ोन',
    hours: 'कार्यालय समय',
  },
};
