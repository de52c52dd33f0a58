/**
 * A play/pause toggle (aria-pressed while paused) of the ticker and the carousels. Both labels are in it, stacked,
 * the one not in force hidden (site.css), so that it keeps its width when it toggles: the server's markup (paused)
 * and the page once its script has started the motion lay out alike, and nothing beside the button moves.
 * islands/motion.ts `showPlaying` toggles it on pages served without React.
 */
export function PlayToggle(props: { playing: boolean; play: string; pause: string; className: string; onClick: () => void }) {
  return (
    <button type="button" className={`${props.className} play-toggle`} aria-pressed={!props.playing} onClick={props.onClick}>
      <span className="play-labels">
        <span className="play-label-pause">{props.pause}</span>
        <span className="play-label-play">{props.play}</span>
      </span>
    </button>
  );
}
