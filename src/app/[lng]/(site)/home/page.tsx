export { default } from '@/app/[lng]/(site)/page';
