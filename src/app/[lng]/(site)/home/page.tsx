export { default, generateMetadata } from '@/app/[lng]/(site)/page';
