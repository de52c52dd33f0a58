import { service } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  service,
  {
    title: 'Birth and death certificates',
    titleHi: 'जन्म और मृत्यु प्रमाण पत्र',
    slug: 'birth-death-certificate',
    category: 'Certificates',
    summary: 'Register a birth or death and get certified copies.',
    summaryHi: 'जन्म या मृत्यु का पंजीयन कराएँ और प्रमाणित प्रतियाँ लें।',
    eligibility: 'Parents or relatives.',
    eligibilityHi: 'माता-पिता या परिजन।',
    documents: 'Form 1 or 2; identity proof.',
    documentsHi: 'प्रपत्र 1 या 2; पहचान पत्र।',
    fee: '₹10 a copy',
    feeHi: '₹10 प्रति प्रति',
    timeLimit: '7 working days',
    timeLimitHi: '7 कार्य दिवस',
    office: 'Health section, counter 4',
    officeHi: 'स्वास्थ्य शाखा, काउंटर 4',
    hours: '10:30 am to 5:30 pm, Monday to Saturday',
    hoursHi: 'सुबह 10:30 से शाम 5:30, सोमवार से शनिवार',
    phone: '07562 220 104',
    onlineLink: '/postgrievance',
    reviewedDate: '2026-10-01',
  },
  {
    messages: {
      title: 'Title is a required field!',
      slug: 'Page address is a required field!',
      category: 'Category is a required field!',
      summary: 'Summary is a required field!',
      office: 'Office is a required field!',
      hours: 'Hours are a required field!',
      phone: 'Phone is a required field!',
    },
    order: 'oldest first',
  },
);
