export { default, generateMetadata } from '@/app/[lng]/(plain)/page';
