import type { ResourceName } from '@/lib/admin/resources';

/**
 * The content resources whose every save keeps a revision (docs/policies/drafts-revisions-audit.md):
 * what the public site shows. Members and the requests inbox are people's own
 * data, not content: their changes are in the audit log only.
 */
export const revisionedResources = [
  'publicTrainings',
  'publicTrainingCategories',
  'publicTrainingSpeakers',
  'inhouseTrainings',
  'inhouseTrainingCategories',
  'instituteServices',
  'serviceCategories',
  'news',
  'newsCategories',
  'portfolios',
  'banners',
  'researchers',
  'faculties',
  'pages',
] as const satisfies readonly ResourceName[];

export function keepsRevisions(name: string): boolean {
  return (revisionedResources as readonly string[]).includes(name);
}

/** A revision as the back office lists it. */
export interface RevisionSummary {
  revision_id: number;
  action: string;
  changed: string[];
  published: boolean;
  restored_from: number | null;
  user_id: number | null;
  user_name: string;
  created_at: Date;
}
