import { resourceFormPage } from '@/features/admin/resource/resource-form-page';

const form = resourceFormPage('pages');
export const generateMetadata = form.generateMetadata;
export default form.Page;
