/**
 * The five kinds of institute service (SPEC.md section 2), as stored in
 * `services.kind`, with the public route of each and its menu label.
 */
export const serviceKinds = [
  'diagnosis_consultation',
  'product_testing',
  'research_development',
  'website_digital_media',
  'other',
] as const;
export type ServiceKind = (typeof serviceKinds)[number];

export const serviceKindRoutes: Record<ServiceKind, string> = {
  diagnosis_consultation: '/diagnosis-and-consultation',
  product_testing: '/product-testing',
  research_development: '/research-and-development',
  website_digital_media: '/website-and-digital-media',
  other: '/services',
};

/** Title of a kind's pages (the menu's label). */
export const serviceKindTitleKeys: Record<ServiceKind, string> = {
  diagnosis_consultation: 'nav.diagnosis_consultation',
  product_testing: 'nav.product_testing',
  research_development: 'nav.research_development',
  website_digital_media: 'nav.website_digital_media',
  other: 'nav.other_services',
};

export function isServiceKind(value: unknown): value is ServiceKind {
  return typeof value === 'string' && (serviceKinds as readonly string[]).includes(value);
}
