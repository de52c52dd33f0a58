/** The council's mark: a simple drawn emblem (a real council replaces it with its own logo). */
export function Emblem({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#fff" stroke="#0b3d6e" strokeWidth="3" />
      <circle cx="32" cy="32" r="9" fill="none" stroke="#0b3d6e" strokeWidth="2.5" />
      {Array.from({ length: 24 }, (_, i) => {
        const a = (i * Math.PI) / 12;
        return <line key={i} x1={32 + 9 * Math.cos(a)} y1={32 + 9 * Math.sin(a)} x2={32 + 22 * Math.cos(a)} y2={32 + 22 * Math.sin(a)} stroke="#0b3d6e" strokeWidth="1.4" />;
      })}
      <circle cx="32" cy="32" r="22" fill="none" stroke="#e07a00" strokeWidth="2" />
    </svg>
  );
}
