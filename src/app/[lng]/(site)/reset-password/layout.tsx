export { default } from '@/trpc/layout';
