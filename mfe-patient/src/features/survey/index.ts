// The feature's public file: what other features of this remote may use (lint: dcp/feature-boundaries).
export { LoadState } from './LoadState';
export { SurveyView } from './SurveyPage';
export { SupportNotice } from './SupportNotice';
export { FollowUpOffer } from './FollowUpOffer';
