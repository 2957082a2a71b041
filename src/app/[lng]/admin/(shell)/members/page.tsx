import { resourcePages } from '@/features/admin/resource/resource-pages';

const { list } = resourcePages('members');
export const generateMetadata = list.generateMetadata;
export default list.Page;
