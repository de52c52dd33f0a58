import { eq, sql } from 'drizzle-orm';
import type { Services } from '@nagar/server/services.ts';
import { contactMessages } from '@nagar/server/db/schema.ts';

/**
 * A handful of Contact Us messages (issue 27) for Admin › Messages: sent through the service the page uses (so each
 * has its MSG- reference), then dated over the last days and put in each state (new, read, answered with a note).
 * The senders are fictional; the addresses are of the reserved example domain.
 */
const MESSAGES = [
  {
    days: 9,
    status: 'answered',
    replyNote: 'Replied by e-mail on the next working day with the property tax counter hours and the documents to bring.',
    input: {
      name: 'Ramesh Tiwari',
      email: 'ramesh.tiwari@example.in',
      phone: '98260 11223',
      subject: 'Property tax for a newly bought house',
      message: 'I bought a house in Nehru Nagar last month. How do I get the property tax record changed to my name?',
    },
  },
  {
    days: 6,
    status: 'answered',
    replyNote: 'Called her back: the library opens from 1 July; the notice will be on the website.',
    input: {
      name: 'सरिता मिश्रा',
      email: 'sarita.mishra@example.in',
      subject: 'वाचनालय कब खुलेगा?',
      message: 'गांधी चौक के पास नए वाचनालय का भवन तैयार दिखता है। यह जनता के लिए कब खुलेगा?',
      language: 'hi',
    },
  },
  {
    days: 3,
    status: 'read',
    replyNote: '',
    input: {
      name: 'Imran Qureshi',
      email: 'imran.qureshi@example.in',
      phone: '+91 94250 33445',
      project: 'Smart street lighting',
      subject: 'Supplying LED fittings',
      message: 'We are a registered supplier of LED street-light fittings. Whom should we contact about the next tender?',
    },
  },
  {
    days: 1,
    status: 'new',
    replyNote: '',
    input: {
      name: 'Kavita Sharma',
      email: 'kavita.sharma@example.in',
      subject: 'Birth certificate correction',
      message: "My daughter's birth certificate has her name spelt wrongly. What is the process to correct it?",
    },
  },
  {
    days: 0,
    status: 'new',
    replyNote: '',
    input: {
      name: 'मोहन लाल',
      email: 'mohan.lal@example.in',
      phone: '97520 55667',
      subject: 'सामुदायिक भवन की बुकिंग',
      message: 'मुझे अगले महीने विवाह के लिए वार्ड 7 का सामुदायिक भवन चाहिए। बुकिंग कैसे करें और शुल्क कितना है?',
      language: 'hi',
    },
  },
] as const;

export async function writeDemoContactMessages(services: Services): Promise<void> {
  for (const [i, m] of MESSAGES.entries()) {
    const { reference } = await services.contact.send({ ...m.input }, `demo-content-${i}`);
    const at = sql`now() - make_interval(days => ${m.days}, hours => ${i + 2})`;
    await services.db
      .update(contactMessages)
      .set({
        createdAt: at,
        status: m.status,
        replyNote: m.replyNote,
        readAt: m.status === 'new' ? null : sql`now() - make_interval(days => ${m.days}, hours => ${i})`,
        answeredAt: m.status === 'answered' ? sql`now() - make_interval(days => ${Math.max(0, m.days - 1)})` : null,
      })
      .where(eq(contactMessages.reference, reference));
  }
}
