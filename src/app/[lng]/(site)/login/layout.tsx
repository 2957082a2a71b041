export { default } from '@/features/layout/member-messages-layout';
