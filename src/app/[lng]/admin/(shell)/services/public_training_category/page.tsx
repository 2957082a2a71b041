import { resourcePages } from '@/features/admin/resource/resource-pages';

const { list } = resourcePages('publicTrainingCategories');
export const generateMetadata = list.generateMetadata;
export default list.Page;
