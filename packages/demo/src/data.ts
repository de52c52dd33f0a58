import type { Attire } from './art/portrait.ts';

/**
 * The texts of the fictional council's demo content. Every person, paper and phone number here is
 * invented: mobile numbers are in the unused 90000 series, e-mail addresses on sundarpur.example.
 */

export const about: Array<{ name: string; description: string }> = [
  {
    name: 'Nagar Parishad Sundarpur',
    description:
      'Nagar Parishad Sundarpur is the urban local body of Sundarpur town in Madhya Pradesh, constituted under the Madhya Pradesh Municipalities Act, 1961. ' +
      'The council governs an area of 18.6 sq. km divided into 15 wards, with a population of about 38,000 (Census 2011) and an estimated 46,000 today.\n\n' +
      'The elected council is headed by the Adhyaksh (President) and the Upadhyaksh (Vice President), with one Parshad (councillor) for each ward. ' +
      'The President-in-Council, a standing committee of five Parshads, oversees the day-to-day work, which is carried out by the council office under the Chief Municipal Officer.\n\n' +
      'The council office is at Nagar Parishad Bhawan, Station Road, near the bus stand.',
  },
  {
    name: 'Functions of the Council',
    description:
      'The council provides the basic civic services of the town: drinking water supply through 3,900 household connections and public stand-posts; ' +
      'door-to-door collection and processing of solid waste; cleaning of roads and drains; street lighting; construction and upkeep of roads, culverts and drains; ' +
      'and care of parks, the town lake and the cremation grounds.\n\n' +
      'It registers births and deaths, issues trade licences, building permissions and marriage registration certificates, collects property tax, water charges and market fees, ' +
      'and runs the fire brigade, the weekly haat and the municipal library. It also implements state and central schemes such as PM Awas Yojana (Urban), ' +
      'Swachh Bharat Mission (Urban), AMRUT and PM SVANidhi for street vendors.',
  },
  {
    name: 'About Sundarpur',
    description:
      'Sundarpur is a small market town on the banks of the Sundari river, known for the Bada Talab lake and its old ghats, the 18th-century Neelkanth temple ' +
      'and a busy grain mandi that serves about 60 surrounding villages.\n\n' +
      'The town lies on the state highway and is connected by rail through Sundarpur Road station. Most residents work in farming and trade, ' +
      'in small industries such as rice and dal mills, and in government offices, schools and the community health centre. ' +
      'The annual Neelkanth mela in February and Deepotsav at the Bada Talab ghat draw visitors from across the district.',
  },
];

export const latestNews: Array<{ title: string; description: string }> = [
  {
    title: 'Sundarpur among the top ten small towns in the state cleanliness ranking',
    description:
      'The town moved up 14 places in the state survey of towns under 50,000 people, for door-to-door collection in all 15 wards and the new composting unit at Talab Road.',
  },
  {
    title: 'Property tax counter open on Saturdays in March',
    description:
      'To help owners get the rebate before 31 March, the property tax counter at the council office stays open on every Saturday of March. Payment by UPI, card or cash; the receipt is given on the spot.',
  },
  {
    title: 'Trial of round-the-clock water supply in Ram Nagar',
    description:
      'After the new overhead tank was commissioned, Ram Nagar (Ward No. 4) gets water round the clock on trial for three months. Residents are asked to report leaks on the helpline.',
  },
  {
    title: 'Solar street lights on the ring road',
    description:
      'One hundred and twenty solar LED street lights have been installed along the 4.2 km ring road between the bus stand and Mandi Chowk.',
  },
  {
    title: 'Free health camp at the community hall on 7 December',
    description:
      'Doctors from the district hospital will examine patients free of charge from 09:00 to 15:00. Medicines and eye tests are included.',
  },
  {
    title: 'Trade licence renewal: last date extended to 31 December',
    description:
      'Traders who have not yet renewed their licence for 2026-27 may do so without a late fee until 31 December at the council office.',
  },
  {
    title: 'Budget meeting of the council on 12 December',
    description:
      'The council will meet at 11:00 in the council hall to consider the draft budget for 2027-28. Citizens may attend from the visitors gallery.',
  },
  {
    title: 'Sundarpur Deepotsav: 11,000 lamps at the Bada Talab ghat',
    description:
      "Thanks to all citizens, school children and volunteers who joined this year's Deepotsav and kept the ghat clean afterwards.",
  },
];

export interface OfficialSeed {
  name: string;
  designation: string;
  email: string;
  postRemarks: string;
  mobile?: string;
  landline?: string;
  from?: string;
  to?: string;
  female: boolean;
  attire: Attire;
  senior?: boolean;
  /** Portrait seed: a Parshad and the same person on the standing committee share one face. */
  face: number;
}

const TERM = { from: '2022-08-05', to: '2027-08-04' };

const wards: Array<[string, string, boolean]> = [
  ['Smt. Meena Kushwaha', 'Gandhi Chowk', true],
  ['Shri Dinesh Rathore', 'Subhash Ward', false],
  ['Shri Imran Qureshi', 'Station Road', false],
  ['Smt. Savitri Bai Ahirwar', 'Ram Nagar', true],
  ['Shri Pradeep Jain', 'Shastri Ward', false],
  ['Smt. Rekha Mehra', 'Ambedkar Nagar', true],
  ['Shri Santosh Kumar Lodhi', 'Nehru Nagar', false],
  ['Smt. Farida Bee', 'Indira Colony', true],
  ['Shri Vijay Namdev', 'Tilak Ward', false],
  ['Smt. Pushpa Vishwakarma', 'Azad Ward', true],
  ['Shri Gopal Das Soni', 'Patel Nagar', false],
  ['Smt. Neelam Dubey', 'Vivekanand Ward', true],
  ['Shri Ramesh Chand Kori', 'Kabir Ward', false],
  ['Smt. Anita Yadav', 'Talab Ward', true],
  ['Shri Ashok Rai', 'Mandi Ward', false],
];

/** The grievance form's ward list, in ward order: 'Ward 1 – Gandhi Chowk', ... (the Parshads' wards). */
export const wardNames = wards.map(([, place], i) => `Ward ${i + 1} – ${place}`);

const pad = (n: number) => String(n).padStart(2, '0');

const maleWear: Attire[] = ['kurta', 'jacket', 'shirt', 'kurta', 'shirt'];
const femaleWear: Attire[] = ['saree', 'salwar', 'saree'];

export const officials: OfficialSeed[] = [
  {
    name: 'Shri Raghunandan Prasad Tiwari',
    designation: 'Chief Minister',
    email: 'cm.office@sundarpur.example',
    postRemarks: 'Chief Minister, Madhya Pradesh',
    from: '2023-12-13',
    female: false,
    attire: 'jacket',
    senior: true,
    face: 101,
  },
  {
    name: 'Smt. Sunita Rajput',
    designation: 'Minister',
    email: 'minister.udh@sundarpur.example',
    postRemarks: 'Minister, Urban Development and Housing',
    from: '2023-12-25',
    female: true,
    attire: 'saree',
    face: 102,
  },
  {
    name: 'Shri Harish Chandra Malviya',
    designation: 'Minister',
    email: 'mos.udh@sundarpur.example',
    postRemarks: 'Minister of State, Urban Development and Housing',
    from: '2023-12-25',
    female: false,
    attire: 'kurta',
    senior: true,
    face: 103,
  },
  {
    name: 'Shri Vivek Narayan Saxena',
    designation: 'Principal Secretary',
    email: 'ps.udh@sundarpur.example',
    postRemarks: 'Principal Secretary, Urban Development and Housing Department',
    landline: '0755-2551201',
    from: '2025-02-01',
    female: false,
    attire: 'suit',
    face: 104,
  },
  {
    name: 'Smt. Kamla Devi Chaurasia',
    designation: 'Chairman',
    email: 'adhyaksh@sundarpur.example',
    postRemarks: 'Adhyaksh (President), Nagar Parishad Sundarpur',
    mobile: '9000000101',
    landline: '07562-220101',
    ...TERM,
    female: true,
    attire: 'saree',
    senior: true,
    face: 105,
  },
  {
    name: 'Shri Mohan Lal Sahu',
    designation: 'Vice Chairman',
    email: 'upadhyaksh@sundarpur.example',
    postRemarks: 'Upadhyaksh (Vice President), Nagar Parishad Sundarpur',
    mobile: '9000000102',
    landline: '07562-220103',
    ...TERM,
    female: false,
    attire: 'jacket',
    face: 106,
  },
  {
    name: 'Shri Anil Kumar Verma',
    designation: 'Executive Officer',
    email: 'cmo@sundarpur.example',
    postRemarks: 'Chief Municipal Officer',
    mobile: '9000000103',
    landline: '07562-220102',
    from: '2024-06-17',
    female: false,
    attire: 'shirt',
    face: 107,
  },
  ...wards.map(([name, ward, female], i): OfficialSeed => ({
    name,
    designation: 'Ward Parshad',
    email: `ward${pad(i + 1)}@sundarpur.example`,
    postRemarks: `Ward No. ${i + 1} (${ward})`,
    mobile: `90000002${pad(i + 1)}`,
    ...TERM,
    female,
    attire: female ? femaleWear[i % femaleWear.length]! : maleWear[i % maleWear.length]!,
    senior: i % 5 === 2,
    face: 200 + i,
  })),
  ...(
    [
      [7, 'Public Works'],
      [4, 'Water Supply'],
      [14, 'Health and Sanitation'],
      [11, 'Revenue and Finance'],
      [3, 'Parks and Street Lighting'],
    ] as Array<[number, string]>
  ).map(([ward, portfolio]): OfficialSeed => {
    const [name, , female] = wards[ward - 1]!;
    return {
      name,
      designation: 'Standing Committee Members',
      email: `pic.${portfolio.split(' ')[0]!.toLowerCase()}@sundarpur.example`,
      postRemarks: `President-in-Council member, ${portfolio} (Ward No. ${ward})`,
      mobile: `90000002${pad(ward)}`,
      ...TERM,
      female,
      attire: female ? femaleWear[(ward - 1) % femaleWear.length]! : maleWear[(ward - 1) % maleWear.length]!,
      senior: (ward - 1) % 5 === 2,
      face: 200 + ward - 1,
    };
  }),
  {
    name: 'Shri Nitin Chouksey',
    designation: 'IT',
    email: 'it@sundarpur.example',
    postRemarks: 'IT Manager (e-Nagarpalika)',
    mobile: '9000000301',
    landline: '07562-220110',
    from: '2021-04-01',
    female: false,
    attire: 'shirt',
    face: 301,
  },
  {
    name: 'Km. Pooja Prajapati',
    designation: 'Operators',
    email: 'pooja.prajapati@sundarpur.example',
    postRemarks: 'Computer Operator (Birth and Death Registration)',
    mobile: '9000000302',
    landline: '07562-220111',
    from: '2022-01-10',
    female: true,
    attire: 'salwar',
    face: 302,
  },
  {
    name: 'Shri Sandeep Kaurav',
    designation: 'Operators',
    email: 'sandeep.kaurav@sundarpur.example',
    postRemarks: 'Data Entry Operator (Property Tax)',
    mobile: '9000000303',
    landline: '07562-220112',
    from: '2023-07-03',
    female: false,
    attire: 'shirt',
    face: 303,
  },
  {
    name: 'Shri Rajendra Singh Thakur',
    designation: 'Officers',
    email: 'revenue@sundarpur.example',
    postRemarks: 'Revenue Officer',
    mobile: '9000000304',
    landline: '07562-220104',
    from: '2019-09-16',
    female: false,
    attire: 'kurta',
    senior: true,
    face: 304,
  },
  {
    name: 'Shri Prakash Chandra Mishra',
    designation: 'Officers',
    email: 'works@sundarpur.example',
    postRemarks: 'Sub Engineer (Public Works)',
    mobile: '9000000305',
    landline: '07562-220105',
    from: '2020-02-03',
    female: false,
    attire: 'shirt',
    face: 305,
  },
  {
    name: 'Smt. Aarti Shrivastava',
    designation: 'Officers',
    email: 'health@sundarpur.example',
    postRemarks: 'Sanitary Inspector (Health and Sanitation)',
    mobile: '9000000306',
    landline: '07562-220106',
    from: '2021-11-22',
    female: true,
    attire: 'salwar',
    face: 306,
  },
  {
    name: 'Shri Manoj Kumar Sen',
    designation: 'Employees',
    email: 'accounts@sundarpur.example',
    postRemarks: 'Accountant',
    mobile: '9000000307',
    landline: '07562-220107',
    from: '2015-08-01',
    female: false,
    attire: 'shirt',
    senior: true,
    face: 307,
  },
  {
    name: 'Shri Bharat Lal Chadar',
    designation: 'Employees',
    email: 'watersupply@sundarpur.example',
    postRemarks: 'Water Supply Supervisor',
    mobile: '9000000308',
    landline: '07562-220108',
    from: '2012-03-12',
    female: false,
    attire: 'kurta',
    face: 308,
  },
  {
    name: 'Smt. Lata Bhargava',
    designation: 'Employees',
    email: 'establishment@sundarpur.example',
    postRemarks: 'Assistant Grade-3 (Establishment)',
    mobile: '9000000309',
    landline: '07562-220109',
    from: '2017-05-15',
    female: true,
    attire: 'saree',
    face: 309,
  },
  {
    name: 'Shri Kailash Raikwar',
    designation: 'Employees',
    email: 'sanitation@sundarpur.example',
    postRemarks: 'Sanitation Supervisor',
    mobile: '9000000310',
    from: '2016-10-03',
    female: false,
    attire: 'shirt',
    face: 310,
  },
];

export interface TenderSeed {
  dept: string;
  no: number;
  title: string;
  description: string;
  /** Days from today: publish date and last date of submission. */
  published: number;
  lastDate: number;
  time: string;
  status: string;
  estimate: string;
  emd: string;
  fee: string;
  /** Titles of documents 2 and up. */
  extra: string[];
}

export const tenders: TenderSeed[] = [
  {
    dept: 'PWD',
    no: 14,
    title: 'Construction of CC road and covered drain in Nehru Nagar, Ward No. 7',
    description: 'Cement concrete road (620 m) with covered drains on both sides, from Nehru Nagar chowk to the government school.',
    published: -6,
    lastDate: 18,
    time: '15:00',
    status: 'Open',
    estimate: 'Rs. 48.60 lakh',
    emd: 'Rs. 48,600',
    fee: 'Rs. 3,000',
    extra: ['Bill of Quantities', 'Drawings'],
  },
  {
    dept: 'EL',
    no: 9,
    title: 'Supply and installation of 80 solar LED street lights',
    description:
      'Supply, installation and five years of maintenance of 80 solar street lights (24 W LED) on Station Road and the bus stand approach road.',
    published: -3,
    lastDate: 24,
    time: '17:00',
    status: 'Open',
    estimate: 'Rs. 27.20 lakh',
    emd: 'Rs. 27,200',
    fee: 'Rs. 2,000',
    extra: ['Technical Specifications'],
  },
  {
    dept: 'SWM',
    no: 6,
    title: 'Hiring of vehicles for door-to-door waste collection (two years)',
    description: 'Hiring of eight covered tipper vehicles with drivers for door-to-door collection of segregated waste in all 15 wards.',
    published: -9,
    lastDate: 7,
    time: '15:00',
    status: 'Open',
    estimate: 'Rs. 62.40 lakh',
    emd: 'Rs. 62,400',
    fee: 'Rs. 3,000',
    extra: ['Draft Agreement', 'Route Chart'],
  },
  {
    dept: 'WS',
    no: 11,
    title: 'Annual rate contract for water treatment chemicals 2027',
    description:
      'Supply of alum, bleaching powder and liquid chlorine to the water treatment plant at Bada Talab for the calendar year 2027.',
    published: -2,
    lastDate: 29,
    time: '13:00',
    status: 'Open',
    estimate: 'Rs. 9.80 lakh',
    emd: 'Rs. 9,800',
    fee: 'Rs. 1,000',
    extra: [],
  },
  {
    dept: 'PWD',
    no: 10,
    title: 'Desilting of Bada Talab and repair of the ghats',
    description: 'Removal of silt from the lake bed, repair of stone steps and railings at the main ghat and the Neelkanth ghat.',
    published: -58,
    lastDate: -37,
    time: '15:00',
    status: 'Awarded',
    estimate: 'Rs. 35.75 lakh',
    emd: 'Rs. 35,750',
    fee: 'Rs. 2,000',
    extra: ['Bill of Quantities'],
  },
  {
    dept: 'WS',
    no: 7,
    title: 'Construction of 200 KL overhead water tank at Ram Nagar',
    description: 'RCC overhead tank of 200 kilolitres on 15 m staging with rising main and connection to the distribution network.',
    published: -190,
    lastDate: -165,
    time: '15:00',
    status: 'Awarded',
    estimate: 'Rs. 1.12 crore',
    emd: 'Rs. 1,12,000',
    fee: 'Rs. 5,000',
    extra: ['Bill of Quantities', 'Drawings'],
  },
  {
    dept: 'SWM',
    no: 4,
    title: 'Purchase of two tractors with hydraulic trolleys',
    description: 'Purchase of two tractors (45 HP or more) with hydraulic tipping trolleys for the sanitation department.',
    published: -120,
    lastDate: -99,
    time: '14:00',
    status: 'Closed',
    estimate: 'Rs. 22.00 lakh',
    emd: 'Rs. 22,000',
    fee: 'Rs. 1,500',
    extra: ['Technical Specifications'],
  },
  {
    dept: 'PWD',
    no: 8,
    title: 'Renovation of the council hall and record room',
    description:
      'Flooring, false ceiling, electrical work and compactor shelving in the council hall and the record room of Nagar Parishad Bhawan.',
    published: -84,
    lastDate: -63,
    time: '15:00',
    status: 'Awarded',
    estimate: 'Rs. 18.40 lakh',
    emd: 'Rs. 18,400',
    fee: 'Rs. 1,500',
    extra: ['Bill of Quantities', 'Drawings'],
  },
  {
    dept: 'GEN',
    no: 5,
    title: 'Printing of property tax bills and receipt books',
    description: 'Printing and supply of 12,000 property tax demand bills and 400 receipt books of 100 leaves each.',
    published: -150,
    lastDate: -136,
    time: '13:00',
    status: 'Closed',
    estimate: 'Rs. 2.60 lakh',
    emd: 'Rs. 2,600',
    fee: 'Rs. 500',
    extra: [],
  },
  {
    dept: 'SWM',
    no: 3,
    title: 'Operation of the faecal sludge treatment plant (three years)',
    description:
      'Operation and maintenance of the 20 KLD faecal sludge treatment plant at the trenching ground, including desludging vehicle.',
    published: -230,
    lastDate: -209,
    time: '15:00',
    status: 'Cancelled',
    estimate: 'Rs. 31.50 lakh',
    emd: 'Rs. 31,500',
    fee: 'Rs. 2,000',
    extra: ['Corrigendum 1'],
  },
];

export interface OrderSeed {
  title: string;
  description: string;
  department: string;
  issueDate: string;
  body: string[];
}

export const circulars: OrderSeed[] = [
  {
    title: 'Self-assessment of property tax for 2026-27',
    department: 'Revenue',
    issueDate: '2026-11-12',
    description: 'Owners may file the self-assessment form for property tax with a copy of the last receipt by 31 January.',
    body: [
      'All property owners in the council area may file the self-assessment form for 2026-27 at the revenue branch.',
      'Attach a copy of the last tax receipt and, for new constructions, the building permission.',
      'Properties found under-assessed on inspection will be charged the difference with a penalty as per the rules.',
    ],
  },
  {
    title: 'Segregation of waste by bulk waste generators',
    department: 'Health & Sanitation',
    issueDate: '2026-10-30',
    description:
      'Hotels, marriage gardens, hostels and markets must segregate waste at source and compost wet waste on site or pay user charges.',
    body: [
      'Bulk waste generators (more than 100 kg a day) must keep separate bins for wet, dry and domestic hazardous waste.',
      'Wet waste is to be composted on site, or handed to the council vehicle against the user charges notified.',
      'Inspections by the sanitary inspector start from 1 December.',
    ],
  },
  {
    title: 'Regularisation of unauthorised water connections',
    department: 'Water Supply',
    issueDate: '2026-10-08',
    description: 'Unauthorised tap connections may be regularised until 31 December on payment of the connection fee without penalty.',
    body: [
      'Residents with an unauthorised water connection may apply for regularisation at the water works branch.',
      'The normal connection fee will be charged without penalty until 31 December.',
      'After that date, unauthorised connections will be cut and a penalty recovered.',
    ],
  },
  {
    title: 'Road cutting permission and restoration charges',
    department: 'Public Works',
    issueDate: '2026-09-18',
    description: 'No agency or person may cut a council road without written permission and advance payment of the restoration charges.',
    body: [
      'Telecom, gas and electricity agencies and private persons must obtain written permission before cutting any council road.',
      'Restoration charges at the notified rates are payable in advance.',
      'Work without permission will be stopped and the cost of restoration recovered with a penalty.',
    ],
  },
  {
    title: 'Office timings and biometric attendance',
    department: 'Establishment',
    issueDate: '2026-08-01',
    description: 'All staff must mark biometric attendance on arrival and departure; office hours are 10:00 to 17:30.',
    body: [
      'Office hours are 10:00 to 17:30 with a lunch break from 13:30 to 14:00.',
      'All officers and employees must mark biometric attendance on arrival and departure.',
      'Branch heads will review the attendance report every Monday.',
    ],
  },
  {
    title: 'Precautions against heat wave',
    department: 'Health & Sanitation',
    issueDate: '2026-04-20',
    description:
      'Drinking water kiosks will run at the bus stand, mandi and hospital; outdoor work of sanitation staff is stopped from 12:00 to 16:00.',
    body: [
      'Drinking water kiosks (pyaau) will be set up at the bus stand, the mandi and the community health centre.',
      'Outdoor work of sanitation staff will be stopped from 12:00 to 16:00 until the heat wave is over.',
      'Citizens are advised to drink plenty of water and avoid going out in the afternoon.',
    ],
  },
];

export const officeOrders: OrderSeed[] = [
  {
    title: 'Ward-wise duty of sanitation supervisors',
    department: 'Health & Sanitation',
    issueDate: '2026-11-16',
    description: 'Sanitation supervisors are assigned to wards for door-to-door collection and road sweeping with effect from 20 November.',
    body: [
      'With effect from 20 November the sanitation supervisors will be in charge of the wards shown below.',
      'Wards 1-5: Shri Kailash Raikwar. Wards 6-10: Shri Suresh Kumar Bansal. Wards 11-15: Shri Dilip Choudhary.',
      'Daily attendance of sanitation workers is to be reported to the sanitary inspector by 08:00.',
    ],
  },
  {
    title: 'Nodal officer for the property tax recovery drive',
    department: 'Revenue',
    issueDate: '2026-11-02',
    description: 'The Revenue Officer is appointed nodal officer for the recovery of outstanding property tax until 31 March.',
    body: [
      'Shri Rajendra Singh Thakur, Revenue Officer, is appointed nodal officer for the property tax recovery drive until 31 March.',
      'Revenue clerks will hold ward-level camps on the schedule issued by the nodal officer.',
      'A weekly progress report is to be sent to the undersigned every Saturday.',
    ],
  },
  {
    title: 'Committee to inspect road works',
    department: 'Public Works',
    issueDate: '2026-10-12',
    description: 'A three-member committee will inspect the quality of road and drain works before payment of running bills.',
    body: [
      'A committee is formed to inspect road and drain works before running bills are paid.',
      'Members: the Sub Engineer (Public Works), the Accountant and the Parshad of the ward concerned.',
      'The committee will record measurements and test results in the measurement book.',
    ],
  },
  {
    title: 'Transfer of clerks between branches',
    department: 'Establishment',
    issueDate: '2026-09-01',
    description: 'Two clerks are transferred between the revenue and establishment branches in the interest of work.',
    body: [
      'In the interest of work the following transfers are ordered with immediate effect.',
      'Smt. Lata Bhargava, Assistant Grade-3, from the revenue branch to the establishment branch.',
      'Shri Rohit Dangi, Assistant Grade-3, from the establishment branch to the revenue branch.',
    ],
  },
  {
    title: 'Summer duty roster for water supply',
    department: 'Water Supply',
    issueDate: '2026-04-05',
    description: 'Duty roster of valve men and pump operators for the summer months, with tanker supply to areas at the tail end.',
    body: [
      'The duty roster of valve men and pump operators for April to June is attached.',
      'Tanker supply will be arranged for tail-end areas of wards 4, 9 and 13 on alternate days.',
      'Complaints received on the helpline are to be attended within 24 hours.',
    ],
  },
  {
    title: 'Flying squad against single-use plastic',
    department: 'Health & Sanitation',
    issueDate: '2026-07-01',
    description: 'A flying squad is formed to check the sale and use of banned single-use plastic in markets and shops.',
    body: [
      'A flying squad of the sanitary inspector, a revenue clerk and two sanitation supervisors is formed.',
      'The squad will inspect markets and shops and fine offenders as per the by-laws.',
      'Seized plastic is to be deposited at the material recovery facility.',
    ],
  },
];

export const gallery: Array<{ title: string; description: string }> = [
  {
    title: 'Tree plantation on the ring road',
    description: 'Parshads, school children and volunteers planted 5,000 saplings with tree guards along the ring road on 12 July.',
  },
  {
    title: 'Cleanliness drive in the market area',
    description: 'Council staff and traders cleaned the main market and Gandhi Chowk during the Swachhata Hi Seva fortnight.',
  },
  {
    title: 'Independence Day at Nagar Parishad Bhawan',
    description:
      'The Adhyaksh hoisted the national flag at the council office on 15 August in the presence of citizens and school children.',
  },
  {
    title: 'New water tank at Ram Nagar',
    description: 'Opening of the 200 kilolitre overhead tank that brings round-the-clock water to Ram Nagar.',
  },
  {
    title: 'International Yoga Day at Town Park',
    description: 'Hundreds of residents joined the morning yoga session at Town Park on 21 June.',
  },
  {
    title: 'Free health camp at the community hall',
    description: 'Doctors from the district hospital examined more than 600 patients at the free health camp.',
  },
  {
    title: 'Republic Day rally of school children',
    description: 'Students of the town schools marched from Gandhi Chowk to the council office with the tricolour.',
  },
  {
    title: 'Deepotsav at the Bada Talab ghat',
    description: '11,000 earthen lamps lit up the steps of the Bada Talab ghat on the evening of Deepotsav.',
  },
  {
    title: "Children's park opened at Patel Nagar",
    description: 'The renovated park in Patel Nagar (Ward No. 11) with new swings, a slide and solar lights was opened to the public.',
  },
];

export interface PressSeed {
  title: string;
  description: string;
  paper: string;
  page: string;
  date: string;
  /** Index of the gallery scene used as the clipping's photo. */
  photo: number;
}

export const pressReleases: PressSeed[] = [
  {
    title: '11,000 lamps light up Bada Talab ghat',
    description: "Coverage of the council's Deepotsav celebration at the Bada Talab ghat.",
    paper: 'Dainik Sundarpur Samachar',
    page: '1',
    date: '2026-11-09',
    photo: 7,
  },
  {
    title: 'New 200 KL tank ends water shortage in Ram Nagar',
    description: 'Report on the opening of the Ram Nagar overhead tank and the trial of round-the-clock supply.',
    paper: 'Narmada Prakash',
    page: '3',
    date: '2026-10-05',
    photo: 3,
  },
  {
    title: 'Traders join council in market cleanliness drive',
    description: 'Report on the cleanliness drive in the main market during the Swachhata Hi Seva fortnight.',
    paper: 'Vindhya Bharati',
    page: '4',
    date: '2026-09-26',
    photo: 1,
  },
  {
    title: 'Over 600 treated at free health camp',
    description: 'Report on the free health camp held with doctors from the district hospital.',
    paper: 'Sundarpur Times',
    page: '2',
    date: '2026-08-24',
    photo: 5,
  },
  {
    title: 'Council plants 5,000 saplings along the ring road',
    description: 'Report on the tree plantation drive with school children and volunteers.',
    paper: 'Malwa Lok Darpan',
    page: '5',
    date: '2026-07-13',
    photo: 0,
  },
  {
    title: 'Hundreds join Yoga Day at Town Park',
    description: 'Photo feature on the International Yoga Day session organised by the council.',
    paper: 'Dainik Sundarpur Samachar',
    page: '3',
    date: '2026-06-22',
    photo: 4,
  },
];
