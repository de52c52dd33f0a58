/**
 * A trade licence application as the public form sends it (every field valid), for the server's licence tests: the
 * applicant's PAN, date of birth and address are the private parts a test looks for (and must never find) elsewhere.
 */
export const LICENCE_PAN = 'QWERT1234Z';
export const LICENCE_DOB = '1979-04-17';
export const LICENCE_ADDRESS = 'House 12, Gali Kuberpur, near the old well';
export const LICENCE_MOBILE = '9812345670';

export const LICENCE_FORM: Record<string, string> = {
  financialYear: '2026-2027',
  licenceType: 'annual',
  tradeName: 'शर्मा क्षत्रिय मिष्ठान्न भंडार',
  structureType: 'immovable',
  structureSubType: 'pucca',
  commencementDate: '2020-01-15',
  operationArea: '180',
  tradeCategory: 'retail',
  tradeType: 'Sweet shop',
  cantonment: 'no',
  doorNo: '12-B',
  locality: 'Station Road',
  ward: 'Ward 4',
  ownerName: 'Ramesh Sharma',
  guardianName: 'Mohan Sharma',
  relationship: 'father',
  gender: 'male',
  dob: LICENCE_DOB,
  mobile: LICENCE_MOBILE,
  pan: LICENCE_PAN,
  address: LICENCE_ADDRESS,
};
