import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import type {Project} from '@site/src/data/projects';
import type {LinkTarget} from '@site/src/data/sitePaths';

export type Props = {project: Project};

export default function ProjectCard({project}: Props): ReactNode {
  const links: LinkTarget[] = [{label: 'Repository', href: project.repository}];
  if (project.website) links.push({label: 'Website', href: project.website});
  return (
    <Card
      title={project.name}
      eyebrow={project.maintainer}
      links={links}
      footer={project.archived ? <span className="badge badge--secondary">Archived</span> : undefined}>
      <p>{project.description}</p>
    </Card>
  );
}
