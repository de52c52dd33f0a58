import { SOCIAL_NETWORKS } from '@nagar/contract';
import { BilingualFields, SettingsSection, TextSetting, useSettingsText } from './settings-section.tsx';
import type { SectionProps } from './settings-values.ts';

type TextKey = 'email' | 'phone' | 'tollFree' | 'rtiUrl' | 'propertyTaxUrl' | 'appUrl' | 'cleanIndiaUrl' | 'lat' | 'lon';

/** A one-line setting by its key: id `s-<key>`, its label and message. */
function Text(props: SectionProps & { name: TextKey; label?: string; type?: 'email' | 'tel' | 'url'; hint?: string }) {
  const s = useSettingsText();
  const { name, values, errors } = props;
  const path = name === 'lat' || name === 'lon' ? `location.${name}` : name;
  const coordinate = name === 'lat' || name === 'lon';
  return (
    <TextSetting
      id={`s-${name}`}
      label={props.label ?? (name === 'lat' || name === 'lon' ? name : s(name))}
      type={props.type}
      inputMode={coordinate ? 'decimal' : undefined}
      className={coordinate ? 'col-6 col-md-3' : undefined}
      hint={props.hint}
      // The map's message for the pair of coordinates shows under the latitude.
      error={errors[path] ?? (name === 'lat' ? errors.location : undefined)}
      value={values[name]}
      onChange={(value) => props.update({ ...values, [name]: value }, path)}
    />
  );
}

/** Contacts: e-mail, telephones and the office hours. */
export function ContactsSection(props: SectionProps) {
  const s = useSettingsText();
  return (
    <SettingsSection legend={s('contacts')}>
      <div className="row g-2 mb-3">
        <Text {...props} name="email" type="email" />
        <Text {...props} name="phone" type="tel" />
        <Text {...props} name="tollFree" type="tel" />
      </div>
      <BilingualFields {...props} name="officeHours" long hint={s('officeHoursHint')} />
    </SettingsSection>
  );
}

/** Links: the portals' and the app's addresses, and the social networks'. */
export function LinksSection(props: SectionProps) {
  const s = useSettingsText();
  const { values, errors } = props;
  return (
    <SettingsSection legend={s('links')}>
      <div className="row g-2 mb-3">
        <Text {...props} name="rtiUrl" type="url" hint={s('urlHint')} />
        <Text {...props} name="propertyTaxUrl" type="url" hint={s('propertyTaxUrlHint')} />
        <Text {...props} name="cleanIndiaUrl" type="url" />
        <Text {...props} name="appUrl" type="url" />
      </div>
      <h2 className="h6">{s('social')}</h2>
      <div className="row g-2">
        {SOCIAL_NETWORKS.map((key) => (
          <TextSetting
            key={key}
            id={`s-social-${key}`}
            label={s(key)}
            type="url"
            error={errors[`social.${key}`]}
            value={values.social[key]}
            onChange={(value) => props.update({ ...values, social: { ...values.social, [key]: value } }, `social.${key}`)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

/** Map: where the contact page's map is centred. */
export function MapSection(props: SectionProps) {
  const s = useSettingsText();
  return (
    <SettingsSection legend={s('map')} hint={{ id: 'map-hint', text: s('mapHint') }}>
      <div className="row g-2">
        <Text {...props} name="lat" label={s('latitude')} />
        <Text {...props} name="lon" label={s('longitude')} />
      </div>
    </SettingsSection>
  );
}

/** Footer: the credit line. */
export function FooterSection(props: SectionProps) {
  const s = useSettingsText();
  return (
    <SettingsSection legend={s('footer')}>
      <BilingualFields {...props} name="footerCredit" />
    </SettingsSection>
  );
}
