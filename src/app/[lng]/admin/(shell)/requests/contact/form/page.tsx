import { resourcePages } from '@/features/admin/resource/resource-pages';

const { form } = resourcePages('contactMessages');
export const generateMetadata = form.generateMetadata;
export default form.Page;
