import { useEffect, useState } from 'react';
import type { PublicSiteInfo } from '@nagar/contract';
import { InputField } from '../../form-field.tsx';
import { BilingualFields, SettingsSection, useSettingsText } from './settings-section.tsx';
import type { SectionProps } from './settings-values.ts';

/** The logo chosen to upload and whether the stored one goes: saved with the settings. */
export interface LogoChoice {
  file: File | null;
  remove: boolean;
}

/** A picture's preview: a data: URL, not an object URL (revoking one while the picture still loads is a failed request). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    let current = true;
    const reader = new FileReader();
    reader.onload = () => current && setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  return preview;
}

/** The council's logo: a file to upload with its preview, the stored one, and a box to remove it. */
function LogoField(props: { stored: PublicSiteInfo['logo']; choice: LogoChoice; onChoice: (next: LogoChoice) => void; error?: string }) {
  const s = useSettingsText();
  const { stored, choice } = props;
  const preview = usePreview(choice.file);
  const shown = preview ?? (!choice.remove ? (stored?.thumb ?? stored?.url ?? null) : null);
  return (
    <div className="row g-2 align-items-start">
      <InputField
        id="s-logo"
        className="col-md-6"
        label={s('logo')}
        hint={s('logoHint')}
        error={props.error}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => props.onChoice({ ...choice, file: e.target.files?.[0] ?? null })}
      />
      <div className="col-md-6">
        {shown && (
          <figure className="mb-2">
            <img src={shown} alt={s(preview ? 'logoNew' : 'logoCurrent')} className="settings-logo-preview" height={64} />
            <figcaption className="small">{s(preview ? 'logoNew' : 'logoCurrent')}</figcaption>
          </figure>
        )}
        {stored && !choice.file && (
          <div className="form-check">
            <input
              id="s-logo-remove"
              type="checkbox"
              className="form-check-input"
              checked={choice.remove}
              onChange={(e) => props.onChoice({ ...choice, remove: e.target.checked })}
            />
            <label htmlFor="s-logo-remove" className="form-check-label">
              {s('logoRemove')}
            </label>
          </div>
        )}
      </div>
    </div>
  );
}

/** Identity: the council's name, the state government line, the address and the logo. */
export function IdentitySection(
  props: SectionProps & { storedLogo: PublicSiteInfo['logo']; logo: LogoChoice; onLogo: (next: LogoChoice) => void },
) {
  const s = useSettingsText();
  return (
    <SettingsSection legend={s('identity')}>
      <BilingualFields {...props} name="councilName" required />
      <BilingualFields {...props} name="stateName" />
      <BilingualFields {...props} name="address" long />
      <LogoField stored={props.storedLogo} choice={props.logo} onChoice={props.onLogo} error={props.errors.logo} />
    </SettingsSection>
  );
}
