// Every message of one language. Each feature keeps its own file of top-level
// groups; they are merged into the single i18next namespace "common", so keys
// read the same everywhere (t('news.title')). Files must not share a top-level key.
import admin from './admin.json';
import attendance from './attendance.json';
import adminContent from './admin-content.json';
import adminRegistrations from './admin-registrations.json';
import adminMembers from './admin-members.json';
import adminReports from './admin-reports.json';
import adminSafety from './admin-safety.json';
import adminBulk from './admin-bulk.json';
import apiTokens from './api-tokens.json';
import secondFactor from './second-factor.json';
import common from './common.json';
import content from './content.json';
import forms from './forms.json';
import media from './media.json';
import member from './member.json';
import payment from './payment.json';
import receipt from './receipt.json';
import registration from './registration.json';
import services from './services.json';
import waitingList from './waiting-list.json';
import evaluation from './evaluation.json';

const messages = {
  ...common,
  ...forms,
  ...admin,
  ...adminContent,
  ...adminRegistrations,
  ...adminMembers,
  ...adminReports,
  ...adminSafety,
  ...adminBulk,
  ...apiTokens,
  ...secondFactor,
  ...content,
  ...media,
  ...member,
  ...payment,
  ...receipt,
  ...registration,
  ...services,
  ...attendance,
  ...waitingList,
  ...evaluation,
};

export default messages;
