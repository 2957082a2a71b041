import { resourceFormPage } from '@/features/admin/resource/resource-form-page';

const form = resourceFormPage('newsCategories');
export const generateMetadata = form.generateMetadata;
export default form.Page;
