import { resourcePages } from '@/features/admin/resource/resource-pages';

const { list } = resourcePages('faculties');
export const generateMetadata = list.generateMetadata;
export default list.Page;
