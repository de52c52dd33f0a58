import { svgRound } from '../../lib/pie.ts';
import { useSite } from '../../lib/site.ts';

const at = (radius: number, angle: number, trig: (a: number) => number) => svgRound(32 + radius * trig(angle));

/** The council's mark: a simple drawn emblem (a real council replaces it with its own logo). */
export function Emblem({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#fff" stroke="#0b3d6e" strokeWidth="3" />
      <circle cx="32" cy="32" r="9" fill="none" stroke="#0b3d6e" strokeWidth="2.5" />
      {Array.from({ length: 24 }, (_, i) => {
        const a = (i * Math.PI) / 12;
        return (
          <line
            key={i}
            x1={at(9, a, Math.cos)}
            y1={at(9, a, Math.sin)}
            x2={at(22, a, Math.cos)}
            y2={at(22, a, Math.sin)}
            stroke="#0b3d6e"
            strokeWidth="1.4"
          />
        );
      })}
      <circle cx="32" cy="32" r="22" fill="none" stroke="#e07a00" strokeWidth="2" />
    </svg>
  );
}

/** The council's uploaded logo (Admin › Settings), or the drawn emblem while there is none. */
export function CouncilMark({ size = 56 }: { size?: number }) {
  const { site } = useSite();
  const logo = site.logo;
  if (!logo) return <Emblem size={size} />;
  const ratio = logo.width && logo.height ? logo.width / logo.height : 1;
  return <img src={logo.thumb ?? logo.url} alt="" width={Math.round(size * Math.min(ratio, 3))} height={size} className="council-logo" />;
}
