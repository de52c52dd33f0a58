import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DESIGNATION_GROUPS, availableHomeTasks } from '@nagar/contract';
import { pageMeta, useSite } from '../../lib/site.ts';
import { settle } from '../../lib/settle.ts';
import { Carousel } from '../../components/site/carousel.tsx';
import { CardSection } from '../../components/site/card-section.tsx';
import { Picture } from '../../components/site/picture.tsx';
import { OfficialCards } from '../../components/site/official-cards.tsx';
import { AboutBlock } from '../../components/site/about-block.tsx';
import { StatusPie } from '../../components/status-pie.tsx';
import type { Route } from './+types/home';
import { HomeTasks } from '../../components/site/home-tasks.tsx';
import { Text, useItemText } from '../../lib/item-text.tsx';
import { useLeavingHref } from '../../lib/external.ts';

export async function loader(args: Route.LoaderArgs) {
  const { portal, log } = args.context;
  const [slides, about, officials, counts, testimonials, services] = await Promise.all([
    settle(
      portal.list('slider').then((p) => p.items),
      log,
    ),
    settle(
      portal.list('about').then((p) => p.items),
      log,
    ),
    settle(portal.officials(DESIGNATION_GROUPS.home, true), log),
    settle(portal.complaintCounts(), log),
    settle(
      portal.list('testimonial').then((p) => p.items),
      log,
    ),
    // The published service pages: a task tile leads only to a page that is there.
    settle(
      portal.list('service').then((p) => p.items.map((s) => String(s.slug))),
      log,
    ),
  ]);
  return { slides, about, officials, counts, testimonials, services: services.value ?? [] };
}

/** The first letter as a person sees it ('क्षि', not 'क'), for an avatar without a photo. */
const firstLetter = (name: string) => [...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(name)][0]?.segment ?? '';

/** Four testimonials a slide. */
const chunks = <T,>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'nav.home', 'meta.siteDescription');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const leave = useLeavingHref();
  const { site, council } = useSite();
  const text = useItemText();
  const { slides, about, officials, counts, testimonials } = loaderData;
  const slideItems = (slides.value ?? []).filter((s) => s.fileInfo?.sliderPath);
  const quotes = (testimonials.value ?? []).map((q) => ({
    id: q.id,
    name: text(q, 'name'),
    place: text(q, 'ward'),
    quote: text(q, 'quote'),
    photo: q.fileInfo?.photoPath ?? null,
  }));
  const hasLinks = Boolean(site.rtiUrl) || site.importantLinks.length > 0;
  return (
    <>
      {slides.error && (
        <p className="text-danger" role="alert">
          {t('home.sliderError')}
        </p>
      )}
      <div className="home-top">
        {slideItems.length > 0 && (
          <Carousel
            className="hero mb-4"
            label={t('carousel.slides')}
            autoplayMs={5000}
            slides={slideItems.map((s, i) => (
              <Picture key={s.id} info={s.fileInfo!.sliderPath!} alt="" eager={i === 0} sizes="(min-width: 1400px) 1320px, 100vw" />
            ))}
          />
        )}
        <h1 className="h2">{t('home.welcome', { council })}</h1>
        <HomeTasks tasks={availableHomeTasks(site.homeTasks, new Set(loaderData.services))} />
      </div>
      <section aria-labelledby="about-heading" className="my-4">
        <h2 id="about-heading" className="visually-hidden">
          {t('home.aboutHeading')}
        </h2>
        <AboutBlock items={about.value ?? []} error={about.error} headingLevel={3} />
      </section>
      <div className="row g-4 my-2">
        <CardSection className="col-lg-7" id="status-heading" title={t('home.complaintStatus')} headingClass="h4">
          {/* Spec §8: a failed count call leaves the block empty. */}
          {counts.value && counts.value.length > 0 ? (
            <StatusPie counts={counts.value} size={200} radius={75} title={t('complaints.chartTitle')} />
          ) : counts.value ? (
            <p className="mb-0">{t('complaints.none')}</p>
          ) : null}
          <p className="mt-2 mb-0">
            <Link to="/viewgrievance">{t('home.viewAllComplaints')}</Link>
          </p>
        </CardSection>
        {hasLinks && (
          <CardSection className="col-lg-5" id="links-heading" title={t('home.importantLinks')} headingClass="h4">
            <ul className="mb-0">
              {site.rtiUrl && (
                <li>
                  <a href={leave(site.rtiUrl)} rel="noopener noreferrer" target="_blank">
                    {t('home.rti')} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
                  </a>
                </li>
              )}
              {site.importantLinks.map((l, i) => (
                <li key={i}>
                  <a href={leave(l.url)} rel="noopener noreferrer" target="_blank">
                    <Text value={text(l, 'label')} /> <span className="visually-hidden">{t('common.opensNewWindow')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </CardSection>
        )}
      </div>
      <OfficialCards items={officials.value} error={officials.error} />
      {quotes.length > 0 && (
        <section aria-labelledby="voices-heading" className="my-4">
          <h2 id="voices-heading" className="h4">
            {t('home.testimonials')}
          </h2>
          <Carousel
            label={t('home.testimonials')}
            slides={chunks(quotes, 4).map((group, i) => (
              <ul key={i} className="row g-3 list-unstyled mb-0">
                {group.map((q) => (
                  <li key={q.id} className="col-12 col-md-6 col-lg-3">
                    <figure className="card h-100 p-3 mb-0">
                      {/* The caption (who said it) first: a figcaption must be the figure's first or last child. */}
                      <figcaption className="d-flex align-items-center gap-2 mb-2">
                        {q.photo ? (
                          <img
                            src={q.photo.thumb ?? q.photo.url}
                            alt=""
                            width={48}
                            height={48}
                            className="avatar-circle avatar-photo"
                            loading="lazy"
                          />
                        ) : (
                          <span className="avatar-circle" aria-hidden="true">
                            {firstLetter(q.name.text)}
                          </span>
                        )}
                        <div>
                          <Text as="strong" value={q.name} />
                          <Text as="div" value={q.place} className="small" />
                        </div>
                      </figcaption>
                      <blockquote className="mb-0">
                        <p className="mb-0">
                          “<Text value={q.quote} />”
                        </p>
                      </blockquote>
                    </figure>
                  </li>
                ))}
              </ul>
            ))}
          />
        </section>
      )}
    </>
  );
}
