/** The course evaluation's numbers, shared by the server and the pages (docs/policies/course-evaluation.md). */

/** An evaluation link is valid this many days after it was sent. */
export const EVALUATION_LINK_DAYS = 30;
/** Trainings that ended longer ago than this get no invitations (e.g. the feature switched on after years). */
export const EVALUATION_SEND_WINDOW_DAYS = 14;
