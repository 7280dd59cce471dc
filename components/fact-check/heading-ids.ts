/**
 * The ids of the result view's headings, where focus moves when a result shows. In a module of
 * their own: the home page's first load names them without loading the result view (it is loaded
 * when a check starts, components/fact-check/fact-check-app.tsx).
 */
export const VERDICT_HEADING_ID = "verdict-heading";
export const SUGGESTION_HEADING_ID = "suggestion-heading";
