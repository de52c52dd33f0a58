/** Texts of the back office's list kit (components/admin/admin-table.tsx, filter-bar.tsx): the phone's Filters button. */
const en = {
  filters: 'Filters',
  filtersActive_one: 'Filters ({{count}} on)',
  filtersActive_other: 'Filters ({{count}} on)',
};

const hi: typeof en = {
  filters: 'फ़िल्टर',
  filtersActive_one: 'फ़िल्टर ({{count}} लागू)',
  filtersActive_other: 'फ़िल्टर ({{count}} लागू)',
};

export const adminList = { en, hi };
