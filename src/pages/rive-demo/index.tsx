import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import CallFlowAnimation from '@site/src/pages/rive-demo/_components/CallFlowAnimation';

export default function RiveDemo(): ReactNode {
  return (
    <MarketingPage
      title="Animation demo: a contract call"
      description="An animated diagram of how a call to an ink! contract travels from a dapp through pallet-revive and PolkaVM to storage and back, built with SVG and CSS only."
      eyebrow="Design"
      lead="What happens between pressing a button in a dapp and seeing the result, as a looping diagram. It is drawn in SVG and moved with CSS, so it needs no animation runtime and downloads nothing.">
      <Section id="diagram" title="The call, step by step">
        <div className="row">
          <div className="col col--8">
            <CallFlowAnimation />
          </div>
          <div className="col col--4">
            <ol>
              <li>
                <strong>The dapp signs a call.</strong> It encodes the message and its arguments using the contract’s metadata,
                and the user’s wallet signs the transaction.
              </li>
              <li>
                <strong>pallet-revive takes it.</strong> The chain checks the signature and the account, charges the fee up front,
                and loads the contract’s code.
              </li>
              <li>
                <strong>PolkaVM runs the message.</strong> The contract decodes the call, dispatches it to the right{' '}
                <code>#[ink(message)]</code> function and runs it.
              </li>
              <li>
                <strong>Storage changes.</strong> Writes land in the contract’s storage and only become permanent if the whole
                call succeeds.
              </li>
              <li>
                <strong>Result and events return.</strong> The outcome, success or revert, and any events end up in the block,
                where the dapp reads them and updates what the user sees.
              </li>
            </ol>
          </div>
        </div>
      </Section>
      <Section id="how-it-is-built" title="How the animation is built" tinted>
        <p>
          The diagram is one inline SVG element: four boxes, the tracks between them and a dot that stands for the call. A CSS
          module defines three keyframe sets. One moves the dot along the tracks, one lights up each box as the dot reaches it,
          and one highlights the label of the return lane. All boxes share the same highlight keyframes; negative animation delays
          shift each box to its moment in the ten-second loop, so the timing lives in one place.
        </p>
        <p>
          Colours come from the theme’s <code>--ifm-*</code> variables, so the diagram follows the light and dark modes without
          extra rules. The SVG has a title and a description for screen readers, and the numbered list beside it tells the same
          story in words.
        </p>
      </Section>
      <Section id="motion" title="Respecting motion preferences">
        <p>
          Some readers get dizzy or distracted by movement, and operating systems let them say so. When the{' '}
          <code>prefers-reduced-motion</code> media query reports a preference for less motion, the diagram starts as a still
          image and stays that way unless the reader presses play. Nothing moves before the page has loaded its scripts either,
          because the server-rendered page assumes the reduced setting.
        </p>
        <p>
          Everyone gets the pause button, a real <code>button</code> element that works with the keyboard. Its label says what it
          will do next, and pausing freezes the dot where it is, so a reader can stop on the step they want to look at. The same
          pattern suits any decorative animation on the site; the <Link to={SITE_PATHS.layout}>layout page</Link> lists the other
          building blocks.
        </p>
      </Section>
    </MarketingPage>
  );
}
