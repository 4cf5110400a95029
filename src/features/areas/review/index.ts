/** Review at a timecode: the page the approvals and My Programs open a program's review with. */
export { ReviewPage } from './ReviewPage';
