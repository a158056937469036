/**
 * Ejected (leaf) from @docusaurus/theme-classic 3.10.2 `NavbarItem/DocsVersionDropdownNavbarItem`.
 * Why: the dropdown lists each version as "ink! {version}" with a "latest" badge on the newest; the
 * original only renders a plain string label per item. The switching logic is unchanged: same
 * page in the other version when it exists, else that version's landing, and the choice is saved
 * as the preferred version.
 */
import type {ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {escapeHtml} from '@site/src/utils/html';
import {versionDisplayLabel} from '@site/src/utils/versionLabel';

type ActiveDocContext = ReturnType<typeof useActiveDocContext>;

function versionTargetPath(version: GlobalVersion, activeDocContext: ActiveDocContext): string {
  const sameDoc = activeDocContext.alternateDocVersions[version.name];
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  return (sameDoc ?? mainDoc)?.path ?? version.path;
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: _configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const versions = useVersions(docsPluginId);
  const displayed = useDocsVersionCandidates(docsPluginId)[0] ?? versions[0];

  const items = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      html: `${escapeHtml(versionDisplayLabel(version.label))}${
        version.isLast ? ' <span class="badge badge--primary margin-left--xs">latest</span>' : ''
      }`,
      to: `${versionTargetPath(version, activeDocContext)}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];

  const label =
    mobile || !displayed
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : versionDisplayLabel(displayed.label);

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={label}
      to={mobile || !displayed ? undefined : versionTargetPath(displayed, activeDocContext)}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
