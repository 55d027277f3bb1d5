// The rule lives in the domain (the admin checks the YouTube return path with it too).
export { isUuid } from '@framehouse/domain';
