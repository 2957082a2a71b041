import { resourcePages } from '@/features/admin/resource/resource-pages';

const { form } = resourcePages('inhouseRequests');
export const generateMetadata = form.generateMetadata;
export default form.Page;
