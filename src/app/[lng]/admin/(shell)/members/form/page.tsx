import { MemberRegistrationsPanel } from '@/features/admin/members/member-registrations-panel';
import { resourceFormPage } from '@/features/admin/resource/resource-form-page';

const form = resourceFormPage('members', { formPanel: <MemberRegistrationsPanel /> });
export const generateMetadata = form.generateMetadata;
export default form.Page;
