import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import MarketingPage from '@site/src/components/MarketingPage';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {BRAND_ASSET_KITS} from '@site/src/data/brandAssets';
import type {BrandAssetKit} from '@site/src/data/brandAssets';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import styles from './styles.module.css';

function KitCard({kit}: {kit: BrandAssetKit}): ReactNode {
  const preview = useBaseUrl(kit.preview);
  return (
    <Card title={kit.title} links={[{label: `Open ${kit.title}`, to: kit.path}]}>
      <img className={styles.preview} src={preview} alt={kit.previewAlt} width={160} height={96} />
      <p>{kit.description}</p>
    </Card>
  );
}

export default function BrandAssets(): ReactNode {
  return (
    <MarketingPage
      title="Brand assets"
      description="An overview of the ink! brand assets: the ink! logo, community badges, the cargo-contract logo and stickers, with advice on using them well."
      keywords={[
        'press kit',
        'media kit',
        'brand guidelines',
        'download logo',
        'wordmark',
        'README badge',
        'built with ink badge',
        'hackathon swag',
      ]}
      eyebrow="Community"
      lead="Logos, badges and artwork for talking about ink! and the projects built with it. Each kit lives on its own docs page, with the files to download and the notes that belong to them.">
      <Section
        id="kits"
        title="The kits"
        intro={<p>The previews below are sketches that show what each kit is for. The real artwork is on the linked pages.</p>}>
        <CardGrid columns={4}>
          {BRAND_ASSET_KITS.map((kit) => (
            <KitCard key={kit.id} kit={kit} />
          ))}
        </CardGrid>
      </Section>
      <Section id="using-them" title="Using the assets well" tinted>
        <div className="row">
          <div className="col col--6">
            <Heading as="h3">Do</Heading>
            <ul>
              <li>Use the files from the kit pages as they are, at a size where every part stays readable.</li>
              <li>Leave space around a logo so it does not touch text, edges or other logos.</li>
              <li>Where a kit has light and dark variants, pick the one made for your background so the contrast holds.</li>
              <li>Write the name as “ink!”, lower case, with the exclamation mark.</li>
            </ul>
          </div>
          <div className="col col--6">
            <Heading as="h3">Avoid</Heading>
            <ul>
              <li>Recolouring, stretching, rotating or adding effects to a logo.</li>
              <li>Building your own logo out of ink! artwork, or using it as your project’s main logo.</li>
              <li>Suggesting that your project is official or endorsed when it only uses ink!.</li>
              <li>Shrinking a badge until its text is no longer legible.</li>
            </ul>
          </div>
        </div>
        <p>
          A “built with ink!” badge is the simplest way to show what your project runs on: it sits in a README next to build and
          licence badges and links readers back to ink!. If you are not sure whether a use is fine, describe it in an issue on the{' '}
          <Link href="https://github.com/use-ink/ink">ink! repository</Link> before you publish. For talks and tutorials, the{' '}
          <Link to={SITE_PATHS.brandCargoContract}>cargo-contract logo</Link> pairs well with the ink! logo when you show the
          toolchain.
        </p>
      </Section>
    </MarketingPage>
  );
}
