import { textOf } from '@nagar/contract';
/**
 * Text typed by staff, shown as it was typed: a blank line starts a new paragraph, a single line break is a
 * <br>. The text is never read as HTML (React escapes it); used by every description on the public site.
 * `lang` marks each paragraph when the text is not in the page's language (an English fallback on a Hindi page).
 */
export function PlainText({ text, className, lang }: { text: unknown; className?: string; lang?: string }) {
  const paragraphs = textOf(text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className={className} lang={lang}>
          {p.split('\n').flatMap((line, j) => (j === 0 ? [line] : [<br key={j} />, line]))}
        </p>
      ))}
    </>
  );
}
