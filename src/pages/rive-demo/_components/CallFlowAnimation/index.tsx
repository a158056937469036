import {useState, useSyncExternalStore} from 'react';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the reader asked the system for less motion. Assumed during server rendering, so nothing moves before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => true,
  );
}

type Node = {id: string; x: number; label: string; detail: string; className: string | undefined};

const NODES: readonly Node[] = [
  {id: 'dapp', x: 70, label: 'dapp', detail: 'signs the call', className: styles.nodeDapp},
  {id: 'chain', x: 250, label: 'pallet-revive', detail: 'checks and charges', className: styles.nodeChain},
  {id: 'vm', x: 430, label: 'PolkaVM', detail: 'runs the message', className: styles.nodeVm},
  {id: 'storage', x: 610, label: 'storage', detail: 'keeps the new state', className: styles.nodeStorage},
];

const NODE_Y = 100;
const LANE_Y = 210;

/**
 * An animated diagram of one contract call, drawn in SVG and moved with CSS keyframes.
 * Readers who prefer reduced motion get the still diagram until they press play.
 */
export default function CallFlowAnimation(): ReactNode {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !prefersReducedMotion;

  return (
    <figure className={styles.figure}>
      <div className={clsx(styles.scene, playing ? styles.playing : styles.paused, choice === null && styles.untouched)}>
        <svg className={styles.svg} viewBox="0 0 680 260" role="img" aria-labelledby="call-flow-title call-flow-desc">
          <title id="call-flow-title">How a call to an ink! contract flows</title>
          <desc id="call-flow-desc">
            A dapp sends a signed call to pallet-revive, which runs the contract in PolkaVM. The contract writes its storage, and
            the result and an event travel back to the dapp.
          </desc>
          <defs>
            <marker id="call-flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
            </marker>
          </defs>
          {NODES.slice(0, -1).map((node, index) => {
            const next = NODES[index + 1];
            return next ? (
              <line
                key={`${node.id}-${next.id}`}
                x1={node.x + 62}
                y1={NODE_Y}
                x2={next.x - 64}
                y2={NODE_Y}
                className={styles.track}
                markerEnd="url(#call-flow-arrow)"
              />
            ) : null;
          })}
          <path
            d={`M610 ${NODE_Y + 34}V${LANE_Y}H70V${NODE_Y + 38}`}
            className={clsx(styles.track, styles.returnTrack)}
            markerEnd="url(#call-flow-arrow)"
          />
          <text x={340} y={LANE_Y + 26} className={clsx(styles.laneLabel, styles.animated)}>
            result and event back to the dapp
          </text>
          {NODES.map((node) => (
            <g key={node.id} className={clsx(styles.node, styles.animated, node.className)}>
              <rect x={node.x - 62} y={NODE_Y - 32} width={124} height={64} rx={12} className={styles.nodeBox} />
              <text x={node.x} y={NODE_Y - 4} className={styles.nodeLabel}>
                {node.label}
              </text>
              <text x={node.x} y={NODE_Y + 16} className={styles.nodeDetail}>
                {node.detail}
              </text>
            </g>
          ))}
          <circle r={9} className={clsx(styles.packet, styles.animated)} />
        </svg>
      </div>
      <figcaption className={styles.caption}>
        <button type="button" className="button button--secondary button--sm" onClick={() => setChoice(!playing)}>
          {playing ? 'Pause animation' : 'Play animation'}
        </button>
        <span>
          {prefersReducedMotion && choice === null
            ? 'Your system asks for reduced motion, so the diagram starts still.'
            : 'One loop takes ten seconds.'}
        </span>
      </figcaption>
    </figure>
  );
}
