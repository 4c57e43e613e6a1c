export { Avatar, type AvatarProps } from './Avatar';
export { initials } from './initials';
