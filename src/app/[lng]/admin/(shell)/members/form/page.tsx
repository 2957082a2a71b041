import { MemberRegistrationsPanel } from '@/features/admin/members/member-registrations-panel';
import { resourcePages } from '@/features/admin/resource/resource-pages';

const { form } = resourcePages('members', { formPanel: <MemberRegistrationsPanel /> });
export const generateMetadata = form.generateMetadata;
export default form.Page;
