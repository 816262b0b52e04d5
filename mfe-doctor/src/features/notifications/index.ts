export { ReviewDigestSetting } from './ReviewDigestSetting';
