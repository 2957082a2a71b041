export { default } from '@/features/layout/member-flow-layout';
