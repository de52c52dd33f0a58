import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  COMPLAINT_REOPEN_DAYS_MAX,
  CONTACT_ANSWER_DAYS_MAX,
  HOME_TASKS,
  HOME_TASKS_MAX,
  LICENCE_VALIDITY_YEARS_MAX,
  VALIDITY_MONTHS_MAX,
  VALIDITY_TYPES,
  type HomeTask,
} from '@nagar/contract';
import { SettingsSection, UnitNumber } from './settings-section.tsx';
import type { SectionProps } from './settings-values.ts';

/** The home page's task buttons: the ones the council chose, in the list's order, at most HOME_TASKS_MAX. */
export function HomeTasksSection({ values, errors, update, setErrors }: SectionProps) {
  const { t } = useTranslation();
  const all = Object.keys(HOME_TASKS) as HomeTask[];
  const choose = (task: HomeTask, on: boolean) => {
    // Kept in the order of the list above, so a council's choice reads the same everywhere.
    const chosen = new Set(values.homeTasks);
    if (on) chosen.add(task);
    else chosen.delete(task);
    const next = all.filter((k) => chosen.has(k));
    update({ ...values, homeTasks: next }, 'homeTasks');
    if (next.length > HOME_TASKS_MAX)
      setErrors((prev) => ({ ...prev, homeTasks: t('home_tasks.settingsTooMany', { max: HOME_TASKS_MAX }) }));
  };
  return (
    <SettingsSection
      legend={t('home_tasks.settingsLegend')}
      hint={{ id: 'tasks-hint', text: t('home_tasks.settingsHint', { max: HOME_TASKS_MAX }) }}
      error={errors.homeTasks}
    >
      <div className="row g-1">
        {all.map((task) => (
          <div key={task} className="col-md-6 form-check ps-5">
            <input
              id={`s-task-${task}`}
              type="checkbox"
              className="form-check-input"
              checked={values.homeTasks.includes(task)}
              onChange={(e) => choose(task, e.target.checked)}
            />
            <label htmlFor={`s-task-${task}`} className="form-check-label">
              {t(`home_tasks.${task}`)} <span className="text-body-secondary small">({HOME_TASKS[task]})</span>
            </label>
          </div>
        ))}
      </div>
    </SettingsSection>
  );
}

/** How many months each kind of notice stays current before the archive takes it. */
export function ValiditySection({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection legend={t('validity.legend')} hint={{ id: 'validity-hint', text: t('validity.hint') }}>
      <div className="row g-3">
        {VALIDITY_TYPES.map((name) => {
          const path = `validityMonths.${name}`;
          return (
            <UnitNumber
              key={name}
              id={`s-validityMonths-${name}`}
              label={t(`res.${name}.entity`)}
              unit={t('validity.months')}
              max={VALIDITY_MONTHS_MAX}
              value={values.validityMonths[name]}
              error={errors[path]}
              onChange={(n) => update({ ...values, validityMonths: { ...values.validityMonths, [name]: n } }, path)}
            />
          );
        })}
      </div>
    </SettingsSection>
  );
}

/** The single-number periods, each its own section: `<group>.<key>`, its texts under `settings.`. */
const PERIODS = [
  { group: 'grievance', key: 'reopenDays', unit: 'days', max: COMPLAINT_REOPEN_DAYS_MAX },
  { group: 'contact', key: 'answerDays', unit: 'workingDays', max: CONTACT_ANSWER_DAYS_MAX },
  { group: 'licence', key: 'validityYears', unit: 'financialYears', max: LICENCE_VALIDITY_YEARS_MAX },
] as const;

/** Complaints (days to reopen), contact messages (working days to answer), trade licences (financial years). */
export function PeriodSections({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return PERIODS.map(({ group, key, unit, max }) => {
    const path = `${group}.${key}`;
    const section = values[group] as Record<typeof key, number>;
    return (
      <SettingsSection key={group} legend={t(`settings.${group}Legend`)} hint={{ id: `${group}-hint`, text: t(`settings.${group}Hint`) }}>
        <div className="row g-3">
          <UnitNumber
            id={`s-${group}-${key}`}
            label={t(`settings.${key}`)}
            unit={t(`settings.${unit}`)}
            max={max}
            value={section[key]}
            error={errors[path]}
            onChange={(n) => update({ ...values, [group]: { ...section, [key]: n } }, path)}
          />
        </div>
      </SettingsSection>
    );
  });
}
