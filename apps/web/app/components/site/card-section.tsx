import type { ReactNode } from 'react';
import { HeadedSection } from '../headed-section.tsx';

const CARD = ['card h-100', 'card-body'] as const;

/** A section of a page as a card of the grid: its heading (named by `id`) and its content; cards in a row are as tall as each other. */
export function CardSection(props: { id: string; title: string; className: string; headingClass?: string; children: ReactNode }) {
  return <HeadedSection {...props} box={CARD} headingClass={props.headingClass ?? 'h5 card-title'} />;
}
