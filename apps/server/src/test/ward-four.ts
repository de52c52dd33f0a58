/**
 * Ward 4's Parshad and ward officer, the officials the directory search test and the Find my ward API and browser tests
 * lay down (values of the official resource in English; the caller adds the ward's id and any Hindi texts).
 */
export const WARD4_PARSHAD = {
  name: 'Smt. Savitri Bai Ahirwar',
  nameHi: 'श्रीमती सावित्री बाई अहिरवार',
  designation: 'Ward Parshad',
  emailAddres: 'ward04@council.example',
  postRemarks: 'Ward No. 4 (Ram Nagar)',
  mobileNumber: '9000000204',
};

export const WARD4_OFFICER = {
  name: 'Shri Kailash Patel',
  designation: 'Officers',
  emailAddres: 'wo@council.example',
  postRemarks: 'Ward Officer, Zone 1',
  landLineNumber: '07562-220140',
};
