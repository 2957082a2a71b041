// Every message of one language. Each feature keeps its own file of top-level
// groups; they are merged into the single i18next namespace "common", so keys
// read the same everywhere (t('news.title')). Files must not share a top-level key.
import common from './common.json';
import admin from './admin.json';
import receipt from './receipt.json';

const messages = { ...common, ...receipt, ...admin };

export default messages;
