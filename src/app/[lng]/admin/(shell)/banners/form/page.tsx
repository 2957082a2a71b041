import { resourcePages } from '@/features/admin/resource/resource-pages';

const { form } = resourcePages('banners');
export const generateMetadata = form.generateMetadata;
export default form.Page;
