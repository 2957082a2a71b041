/** Everything a REST routes file needs, from one import. */
export { idList, rest } from '@/server/rest/route';
export {
  dateTime,
  from,
  int,
  langCollection,
  nullableText,
  okSchema,
  paged,
  pk,
  text,
  thb,
} from '@/server/rest/schema';
