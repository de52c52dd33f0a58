/**
 * Messages that the server sends and the forms show. English texts are the spec's, verbatim, unless
 * docs/spec-notes.md says otherwise. The web app's i18n catalogues use these keys (namespace "msg").
 */
export const messagesEn = {
  invalidLogin: 'Invalid email or password',
  loginRequired: 'Email and password are required.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait {{minutes}} minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  badOrigin: 'This form was sent from another site and was refused.',
  invalidInput: 'Some fields need your attention.',
  serverError: 'Something went wrong on our side. Please try again.',
  fileTooLarge: 'The file {{name}} is too large: the limit is {{limit}} MB.',
  bodyTooLarge: 'The upload is too large.',
  imageType: 'The image {{name}} must be a JPEG, PNG or WebP picture.',
  documentType: 'The document {{name}} must be a PDF file.',
  invalidDocument: 'Invalid document file!',
  invalidImage: 'Invalid image file!',
  unknownField: 'Unexpected field {{name}}.',
  invalidDate: 'Enter a valid date (yyyy-mm-dd).',
  invalidTime: 'Enter a valid time (hh:mm).',
  invalidEmail: 'Enter a valid e-mail address.',
  invalidMobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  invalidPhone: 'Enter a valid telephone number (digits, spaces, + and - only).',
  invalidNumber: 'Enter a whole number.',
  invalidChoice: 'Choose one of the listed values.',
  tooLong: 'This is too long: at most {{max}} characters.',
  invalidId: 'Invalid id.',
  dateOrder: 'The end date cannot be before the start date.',
  // Spec §5 validation messages
  titleRequired: 'Title is a required field!',
  documentRequired: 'Document file is required!',
  nameEmailRequired: 'Name and Email are required fields!',
  nameRequired: 'Name are required fields!',
  titleDescriptionRequired: 'Title and Description are required fields!',
  fieldRequiredUpper: '{{field}} is required.',
  passwordWrong: 'The current password is not correct.',
  passwordTooShort: 'The new password must have at least {{min}} characters.',
} as const;

export type MessageKey = keyof typeof messagesEn;

export const messagesHi: Record<MessageKey, string> = {
  invalidLogin: 'अमान्य ईमेल या पासवर्ड',
  loginRequired: 'ईमेल और पासवर्ड आवश्यक हैं।',
  tooManyAttempts: 'साइन-इन के बहुत अधिक असफल प्रयास। कृपया {{minutes}} मिनट प्रतीक्षा करें और फिर प्रयास करें।',
  tooManyRequests: 'बहुत अधिक अनुरोध। कृपया थोड़ी देर बाद प्रयास करें।',
  notSignedIn: 'जारी रखने के लिए कृपया साइन इन करें।',
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  notFound: 'नहीं मिला।',
  badOrigin: 'यह फ़ॉर्म किसी अन्य साइट से भेजा गया था और अस्वीकार कर दिया गया।',
  invalidInput: 'कुछ फ़ील्ड पर ध्यान देने की आवश्यकता है।',
  serverError: 'हमारी ओर से कुछ गड़बड़ हुई। कृपया फिर से प्रयास करें।',
  fileTooLarge: 'फ़ाइल {{name}} बहुत बड़ी है: सीमा {{limit}} MB है।',
  bodyTooLarge: 'अपलोड बहुत बड़ा है।',
  imageType: 'चित्र {{name}} JPEG, PNG या WebP होना चाहिए।',
  documentType: 'दस्तावेज़ {{name}} PDF फ़ाइल होना चाहिए।',
  invalidDocument: 'अमान्य दस्तावेज़ फ़ाइल!',
  invalidImage: 'अमान्य चित्र फ़ाइल!',
  unknownField: 'अनपेक्षित फ़ील्ड {{name}}।',
  invalidDate: 'मान्य तिथि दर्ज करें (yyyy-mm-dd)।',
  invalidTime: 'मान्य समय दर्ज करें (hh:mm)।',
  invalidEmail: 'मान्य ईमेल पता दर्ज करें।',
  invalidMobile: '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें।',
  invalidPhone: 'मान्य टेलीफ़ोन नंबर दर्ज करें (केवल अंक, रिक्त स्थान, + और -)।',
  invalidNumber: 'पूर्ण संख्या दर्ज करें।',
  invalidChoice: 'सूची में से कोई एक मान चुनें।',
  tooLong: 'यह बहुत लंबा है: अधिकतम {{max}} अक्षर।',
  invalidId: 'अमान्य आईडी।',
  dateOrder: 'समाप्ति तिथि प्रारंभ तिथि से पहले नहीं हो सकती।',
  titleRequired: 'शीर्षक आवश्यक फ़ील्ड है!',
  documentRequired: 'दस्तावेज़ फ़ाइल आवश्यक है!',
  nameEmailRequired: 'नाम और ईमेल आवश्यक फ़ील्ड हैं!',
  nameRequired: 'नाम आवश्यक फ़ील्ड है!',
  titleDescriptionRequired: 'शीर्षक और विवरण आवश्यक फ़ील्ड हैं!',
  fieldRequiredUpper: '{{field}} आवश्यक है।',
  passwordWrong: 'वर्तमान पासवर्ड सही नहीं है।',
  passwordTooShort: 'नए पासवर्ड में कम से कम {{min}} अक्षर होने चाहिए।',
};

/** Fills {{name}} placeholders; the server uses it, the web app uses i18next's own interpolation. */
export function formatMessage(key: MessageKey, params: Record<string, string | number> = {}, lang: 'en' | 'hi' = 'en'): string {
  const text = (lang === 'hi' ? messagesHi : messagesEn)[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
