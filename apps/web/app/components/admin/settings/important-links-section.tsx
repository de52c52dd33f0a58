import type { SiteSettings } from '@nagar/contract';
import { BilingualPair } from '../bilingual-pair.tsx';
import { SettingsSection, TextSetting, useSettingsText } from './settings-section.tsx';
import type { SectionProps } from './settings-values.ts';

type Link = SiteSettings['importantLinks'][number];

/** One link: its label in both languages, its address, and the buttons that move or remove it. */
function LinkItem(props: {
  link: Link;
  i: number;
  count: number;
  errors: SectionProps['errors'];
  onChange: (change: Partial<Link>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const s = useSettingsText();
  const { link, i, errors } = props;
  const button = 'btn btn-sm btn-outline-secondary';
  return (
    <li className="border rounded p-2 mb-2">
      <fieldset>
        <legend className="h6">{s('linkN', { n: i + 1 })}</legend>
        <div className="row g-2">
          <BilingualPair
            id={`link-${i}`}
            name="label"
            className="col-md-4"
            label={(lang) => `${s('linkLabel')} (${s(lang === 'en' ? 'english' : 'hindi')})`}
            required="en"
            error={(key) => errors[`importantLinks.${i}.${key}`]}
            value={(key) => link[key]}
            onChange={(key, value) => props.onChange({ [key]: value })}
          />
          <TextSetting
            id={`link-${i}-url`}
            className="col-md-4"
            label={s('linkUrl')}
            type="url"
            required
            error={errors[`importantLinks.${i}.url`]}
            value={link.url}
            onChange={(value) => props.onChange({ url: value })}
          />
        </div>
        <div className="d-flex flex-wrap gap-2 mt-2">
          <button type="button" id={`link-${i}-up`} className={button} disabled={i === 0} onClick={() => props.onMove(-1)}>
            <span aria-hidden="true">↑ </span>
            {s('moveUp', { n: i + 1 })}
          </button>
          <button type="button" id={`link-${i}-down`} className={button} disabled={i === props.count - 1} onClick={() => props.onMove(1)}>
            <span aria-hidden="true">↓ </span>
            {s('moveDown', { n: i + 1 })}
          </button>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={props.onRemove}>
            {s('removeLink', { n: i + 1 })}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

/** Important Links: the home page's links in the editor's order; add, move and remove them. */
export function ImportantLinksSection(props: SectionProps) {
  const s = useSettingsText();
  const { values, errors, update, setErrors } = props;
  const links = values.importantLinks;
  const setLinks = (next: Link[]) => {
    update({ ...values, importantLinks: next });
    // Positions changed: the links' messages no longer belong where they were.
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('importantLinks'))));
  };
  const setLink = (i: number, change: Partial<Link>) => {
    const next = links.map((l, j) => (j === i ? { ...l, ...change } : l));
    update({ ...values, importantLinks: next }, `importantLinks.${i}.${Object.keys(change)[0]}`);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...links];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setLinks(next);
    // Focus follows the moved link: the same button at its new place, or the other one at either end.
    const to = i + by;
    const atEnd = by < 0 ? to === 0 : to === links.length - 1;
    const sameDir = by < 0 ? 'up' : 'down';
    const other = by < 0 ? 'down' : 'up';
    requestAnimationFrame(() => document.getElementById(`link-${to}-${atEnd ? other : sameDir}`)?.focus());
  };
  const add = () => {
    setLinks([...links, { label: '', labelHi: '', url: '' }]);
    requestAnimationFrame(() => document.getElementById(`link-${links.length}-en`)?.focus());
  };

  return (
    <SettingsSection legend={s('importantLinks')} hint={{ id: 'links-hint', text: s('importantLinksHint') }} error={errors.importantLinks}>
      {links.length === 0 && <p>{s('noLinks')}</p>}
      <ol className="list-unstyled mb-2 settings-links">
        {links.map((link, i) => (
          <LinkItem
            key={i}
            link={link}
            i={i}
            count={links.length}
            errors={errors}
            onChange={(change) => setLink(i, change)}
            onMove={(by) => move(i, by)}
            onRemove={() => setLinks(links.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <div>
        <button type="button" className="btn btn-outline-primary" onClick={add}>
          {s('addLink')}
        </button>
      </div>
    </SettingsSection>
  );
}
