import { eq, and, like } from 'drizzle-orm';
import type { Services } from '@nagar/server/services.ts';
import { localities, officials, wards } from '@nagar/server/db/schema.ts';
import { wardNames } from './data.ts';

/**
 * The demo town's localities (Find my ward, issue 27): for each ward, in ward order, its mohallas, colonies and
 * landmarks in English and Hindi with their pincode (the old town 464001, the station side 464002, the new colonies
 * on the bypass 464003).
 */
export const DEMO_LOCALITIES: ReadonlyArray<ReadonlyArray<readonly [string, string, string]>> = [
  [
    ['Gandhi Chowk', 'गांधी चौक', '464001'],
    ['Sarafa Bazar', 'सराफ़ा बाज़ार', '464001'],
    ['Jain Mandir Gali', 'जैन मंदिर गली', '464001'],
    ['Nagar Parishad Office', 'नगर परिषद कार्यालय', '464001'],
  ],
  [
    ['Subhash Ganj', 'सुभाष गंज', '464001'],
    ['Kasai Mohalla', 'कसाई मोहल्ला', '464001'],
    ['Old Post Office Road', 'पुराना डाकघर मार्ग', '464001'],
  ],
  [
    ['Station Road', 'स्टेशन रोड', '464002'],
    ['Railway Colony', 'रेलवे कॉलोनी', '464002'],
    ['Railway Station', 'रेलवे स्टेशन', '464002'],
    ['Idgah Mohalla', 'ईदगाह मोहल्ला', '464002'],
  ],
  [
    ['Ram Nagar', 'राम नगर', '464002'],
    ['Hanuman Tekri', 'हनुमान टेकरी', '464002'],
    ['Krishna Colony', 'कृष्णा कॉलोनी', '464002'],
  ],
  [
    ['Shastri Nagar', 'शास्त्री नगर', '464001'],
    ['Civil Hospital', 'सिविल अस्पताल', '464001'],
    ['Kotwali Chowk', 'कोतवाली चौक', '464001'],
  ],
  [
    ['Ambedkar Nagar', 'आंबेडकर नगर', '464003'],
    ['Ravidas Mohalla', 'रविदास मोहल्ला', '464003'],
    ['Bypass Road', 'बायपास रोड', '464003'],
  ],
  [
    ['Nehru Nagar', 'नेहरू नगर', '464002'],
    ['Government College', 'शासकीय महाविद्यालय', '464002'],
    ['Bus Stand', 'बस स्टैंड', '464002'],
  ],
  [
    ['Indira Colony', 'इंदिरा कॉलोनी', '464003'],
    ['Housing Board Colony', 'हाउसिंग बोर्ड कॉलोनी', '464003'],
    ['Sai Baba Colony', 'साईं बाबा कॉलोनी', '464003'],
  ],
  [
    ['Tilak Ganj', 'तिलक गंज', '464001'],
    ['Bada Bazar', 'बड़ा बाज़ार', '464001'],
    ['Sabzi Mandi', 'सब्ज़ी मंडी', '464001'],
  ],
  [
    ['Azad Chowk', 'आज़ाद चौक', '464001'],
    ['Masjid Gali', 'मस्जिद गली', '464001'],
    ['Purani Basti', 'पुरानी बस्ती', '464001'],
  ],
  [
    ['Patel Nagar', 'पटेल नगर', '464003'],
    ['Vidya Vihar', 'विद्या विहार', '464003'],
    ['Stadium Road', 'स्टेडियम रोड', '464003'],
  ],
  [
    ['Vivekanand Colony', 'विवेकानंद कॉलोनी', '464002'],
    ['Collectorate', 'कलेक्ट्रेट', '464002'],
    ['Court Road', 'कोर्ट रोड', '464002'],
  ],
  [
    ['Kabir Nagar', 'कबीर नगर', '464003'],
    ['Dhobi Ghat', 'धोबी घाट', '464003'],
    ['Nadi Kinara', 'नदी किनारा', '464003'],
  ],
  [
    ['Talab Mohalla', 'तालाब मोहल्ला', '464001'],
    ['Bada Talab', 'बड़ा तालाब', '464001'],
    ['Ghat Road', 'घाट रोड', '464001'],
  ],
  [
    ['Krishi Upaj Mandi', 'कृषि उपज मंडी', '464003'],
    ['Mandi Road', 'मंडी रोड', '464003'],
    ['Transport Nagar', 'ट्रांसपोर्ट नगर', '464003'],
  ],
];

/**
 * Writes the localities of every ward (kept if already there) and gives each Ward Parshad their ward (the directory's
 * officials are written before the wards: a Parshad is found by the e-mail address the demo gives them, wardNN@).
 */
export async function writeDemoLocalities(services: Services): Promise<void> {
  const { db } = services;
  const ids = new Map((await db.select({ id: wards.id, name: wards.name }).from(wards)).map((w) => [w.name, w.id]));
  await db.transaction(async (tx) => {
    for (const [i, name] of wardNames.entries()) {
      const wardId = ids.get(name);
      if (wardId === undefined) continue;
      await tx
        .insert(localities)
        .values(DEMO_LOCALITIES[i]!.map(([en, hi, pincode]) => ({ name: en, nameHi: hi, wardId, pincode })))
        .onConflictDoNothing();
      await tx
        .update(officials)
        .set({ wardId })
        .where(and(eq(officials.designation, 'Ward Parshad'), like(officials.emailAddres, `ward${String(i + 1).padStart(2, '0')}@%`)));
    }
  });
}
