/** Texts of the wards screen's "Merge into…" form: a ward in use is merged into another, never deleted. */
const en = {
  title: 'Merge a ward into another',
  intro:
    'A ward that complaints, grievance officers or localities refer to cannot be deleted. Merging moves its complaints, officers, localities and members to the other ward and then deletes it.',
  from: 'Ward to merge',
  into: 'Merge into',
  choose: 'Choose a ward',
  submit: 'Merge…',
  confirmTitle: 'Merge {{from}} into {{into}}?',
  confirmText:
    'Every complaint, officer, locality and member of {{from}} moves to {{into}}, and {{from}} is deleted. This cannot be undone.',
  confirm: 'Merge',
  done: '{{from}} was merged into {{into}}: {{complaints}} complaints and {{officers}} officers moved.',
  doneLocalities: '{{localities}} localities and {{officials}} members or officials moved too.',
  doneTitle: 'Merged',
  inUse:
    'This ward still has complaints, grievance officers or localities, so it cannot be deleted. Merge it into another ward instead (Merge a ward into another, below the list).',
  failed: 'The wards could not be merged.',
};
const hi: typeof en = {
  title: 'एक वार्ड को दूसरे वार्ड में मिलाएँ',
  intro:
    'जिस वार्ड से शिकायतें, शिकायत अधिकारी या मोहल्ले जुड़े हैं, उसे हटाया नहीं जा सकता। मिलाने पर उसकी शिकायतें, अधिकारी, मोहल्ले और सदस्य दूसरे वार्ड में चले जाते हैं और फिर वह वार्ड हट जाता है।',
  from: 'मिलाया जाने वाला वार्ड',
  into: 'किसमें मिलाएँ',
  choose: 'वार्ड चुनें',
  submit: 'मिलाएँ…',
  confirmTitle: '{{from}} को {{into}} में मिलाएँ?',
  confirmText:
    '{{from}} की हर शिकायत, हर अधिकारी, हर मोहल्ला और हर सदस्य {{into}} में चले जाएँगे, और {{from}} हट जाएगा। इसे वापस नहीं किया जा सकता।',
  confirm: 'मिलाएँ',
  done: '{{from}} को {{into}} में मिला दिया गया: {{complaints}} शिकायतें और {{officers}} अधिकारी स्थानांतरित हुए।',
  doneLocalities: '{{localities}} मोहल्ले और {{officials}} सदस्य या अधिकारी भी स्थानांतरित हुए।',
  doneTitle: 'मिला दिया गया',
  inUse:
    'इस वार्ड में अभी शिकायतें, शिकायत अधिकारी या मोहल्ले हैं, इसलिए इसे हटाया नहीं जा सकता। इसके बजाय इसे किसी दूसरे वार्ड में मिलाएँ (सूची के नीचे “एक वार्ड को दूसरे वार्ड में मिलाएँ”)।',
  failed: 'वार्ड मिलाए नहीं जा सके।',
};
export const wardMerge = { en, hi };
