export { default as BookByChat } from './book-by-chat.tsx';
