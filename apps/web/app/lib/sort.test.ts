import { describe, expect, it } from 'vitest';
import { sortByLabel } from './sort.ts';

const names = (list: string[], lang: string) => sortByLabel(list, (s) => s, lang);

describe('master lists in reading order', () => {
  it('sorts grievance types in Hindi with अन्य last', () => {
    expect(names(['सड़क', 'अन्य', 'पानी की आपूर्ति', 'कचरा', 'स्ट्रीट लाइट', 'अतिक्रमण'], 'hi')).toEqual([
      'अतिक्रमण',
      'कचरा',
      'पानी की आपूर्ति',
      'सड़क',
      'स्ट्रीट लाइट',
      'अन्य',
    ]);
  });

  it('sorts in English with Other last, case aside', () => {
    expect(names(['water supply', 'Other', 'Drainage', 'garbage', 'Road'], 'en')).toEqual([
      'Drainage',
      'garbage',
      'Road',
      'water supply',
      'Other',
    ]);
  });

  it('sorts wards by number', () => {
    expect(names(['Ward 10', 'Ward 2', 'Ward 1', 'Ward 21', 'Ward 3'], 'en')).toEqual(['Ward 1', 'Ward 2', 'Ward 3', 'Ward 10', 'Ward 21']);
    expect(names(['वार्ड 10', 'वार्ड 2', 'वार्ड 1'], 'hi')).toEqual(['वार्ड 1', 'वार्ड 2', 'वार्ड 10']);
  });

  it('knows the catch-all by its English value on a Hindi page', () => {
    const list = [
      { value: 'Other', label: 'अन्य प्रकार' },
      { value: 'Road', label: 'सड़क' },
      { value: 'Drainage', label: 'नाली' },
    ];
    expect(
      sortByLabel(
        list,
        (c) => c.label,
        'hi',
        (c) => c.value,
      ).map((c) => c.value),
    ).toEqual(['Drainage', 'Road', 'Other']);
  });

  it('leaves the list it was given unchanged', () => {
    const list = ['b', 'a'];
    names(list, 'en');
    expect(list).toEqual(['b', 'a']);
  });
});
