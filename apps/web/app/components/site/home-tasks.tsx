import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { HOME_TASKS, type HomeTask } from '@nagar/contract';

/** The home page's most used tasks as large links (chosen under Admin › Settings), right under the heading. */
export function HomeTasks({ tasks }: { tasks: readonly HomeTask[] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return null;
  return (
    <nav aria-labelledby="tasks-heading" className="home-tasks my-3" data-testid="home-tasks">
      <h2 id="tasks-heading" className="visually-hidden">
        {t('home_tasks.heading')}
      </h2>
      <ul className="row g-2 list-unstyled mb-0">
        {tasks.map((task) => (
          <li key={task} className="col-6 col-md-4 col-lg-3">
            <Link to={HOME_TASKS[task]}>{t(`home_tasks.${task}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
