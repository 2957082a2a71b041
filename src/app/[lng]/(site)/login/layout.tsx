export { MemberMessagesLayout as default } from '@/features/layout/member-flow-layout';
