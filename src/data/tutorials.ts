import type {SitePath} from './sitePaths';

type TutorialTrack = 'Start here' | 'Ethereum compatibility' | 'Frontend development' | 'Writing tutorials';

type TutorialCard = {
  id: string;
  title: string;
  track: TutorialTrack;
  description: string;
  /** Only set for tutorials this page may link to; the rest are reached from the overview. */
  path?: SitePath;
};

export const TUTORIAL_CARDS: readonly TutorialCard[] = [
  {
    id: 'overview',
    title: 'Tutorials overview',
    track: 'Start here',
    description:
      'The map of the tutorials area: what each tutorial builds, what you should know before you start it, and the order that makes sense if you are new to ink! 6.',
    path: '/tutorials/overview',
  },
  {
    id: 'ethereum-compatibility',
    title: 'Ethereum compatibility series',
    track: 'Ethereum compatibility',
    description:
      'Five steps from an ink! 6 contract to the Ethereum tool belt: an overview of what pallet-revive makes possible, setting up MetaMask, building a contract with the Solidity ABI, deploying it with Hardhat, and calling it from a Wagmi frontend.',
  },
  {
    id: 'inkathon-erc20',
    title: 'An ERC-20 dapp with inkathon',
    track: 'Frontend development',
    description:
      'Build a token contract and the web app that uses it from the inkathon boilerplate: connect a wallet, read balances, send transfers and watch the events arrive.',
  },
  {
    id: 'contributing',
    title: 'Guide, ideas and template',
    track: 'Writing tutorials',
    description:
      'For authors: how a tutorial on this site is structured, a list of topics that still want a tutorial, and a template file to start a new one from.',
  },
];
