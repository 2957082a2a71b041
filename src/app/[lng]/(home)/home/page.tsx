export { default, generateMetadata } from '@/app/[lng]/(home)/page';
