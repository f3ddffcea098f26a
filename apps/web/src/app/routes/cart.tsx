export { HeadingPage as Component } from './heading-page.tsx';
