import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import Section from '@site/src/components/Section';
import {CHAIN_GROUPS, CHAINS} from '@site/src/data/chains';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import ChainGroupSection from '@site/src/pages/chains/_components/ChainGroupSection';

export default function Chains(): ReactNode {
  return (
    <MarketingPage
      title="Chains"
      description="Where ink! contracts run: ink! 6 on pallet-revive chains such as Polkadot Hub, Kusama Asset Hub and the Passet Hub testnet, and ink! 5 and earlier on pallet-contracts parachains such as Pendulum and Astar (closed to new Wasm contracts) or standalone chains such as Aleph Zero."
      keywords={[
        'supported networks',
        'where to deploy',
        'mainnet',
        'parachain',
        'Astar',
        'Aleph Zero',
        'Paseo',
        'Wasm vs PolkaVM',
      ]}
      eyebrow="Build with ink!"
      lead="An ink! contract runs on any network, a parachain or a standalone chain, whose runtime includes the contracts pallet it was compiled for. The ink! version you write decides which pallet that is, and so which networks support your contract.">
      <Section id="which-pallet" title="Version decides the pallet">
        <p>
          ink! 6 and the earlier versions produce different kinds of programs. They are not interchangeable: a contract built with
          ink! 5 cannot be deployed to pallet-revive, and an ink! 6 contract cannot be deployed to pallet-contracts.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">ink! version</th>
              <th scope="col">Contracts pallet</th>
              <th scope="col">Compiled to</th>
              <th scope="col">Addresses and balances</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>ink! 6</td>
              <td>pallet-revive</td>
              <td>RISC-V for PolkaVM</td>
              <td>
                20-byte <code>Address</code>, <code>U256</code>
              </td>
            </tr>
            <tr>
              <td>ink! 5 and earlier</td>
              <td>pallet-contracts</td>
              <td>WebAssembly</td>
              <td>
                32-byte <code>AccountId</code>, <code>u128</code> balance by default
              </td>
            </tr>
          </tbody>
        </table>
      </Section>
      {CHAIN_GROUPS.map((group, index) => (
        <ChainGroupSection
          key={group.runtime}
          group={group}
          chains={CHAINS.filter((chain) => chain.runtime === group.runtime)}
          tinted={index % 2 === 0}
        />
      ))}
      <Section id="before-you-deploy" title="Before you deploy">
        <ul>
          <li>
            <strong>Start local.</strong> ink-node gives you a private pallet-revive chain with funded development accounts; the{' '}
            <Link to={SITE_PATHS.setup}>setup guide</Link> covers installing it.
          </li>
          <li>
            <strong>Then use a testnet.</strong> Passet Hub runs the same pallet as Polkadot Hub, with tokens that have no value,
            so mistakes cost nothing; check docs.polkadot.com for the contracts testnet to use today.
          </li>
          <li>
            <strong>Check the chain’s own documentation.</strong> Chains upgrade their runtimes on their own schedule, which can
            change fees, limits and the versions of cargo-contract they accept.
          </li>
          <li>
            <strong>Weigh the project status.</strong> ink! is no longer actively maintained (details on the{' '}
            <Link to={SITE_PATHS.about}>about page</Link>). Prefer chains that state how they will keep supporting contracts, and
            pin your toolchain versions.
          </li>
        </ul>
        <p>
          This list names chains whose support for ink! contracts is documented publicly. It is not an endorsement, and a chain
          missing here may still run pallet-revive or pallet-contracts.
        </p>
      </Section>
    </MarketingPage>
  );
}
