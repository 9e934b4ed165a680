export type { AvatarProps } from './Avatar';
export { Avatar } from './Avatar';
export { avatarColor, initials } from './initials';
