import { resourceFormPage } from '@/features/admin/resource/resource-form-page';

const form = resourceFormPage('serviceCategories');
export const generateMetadata = form.generateMetadata;
export default form.Page;
