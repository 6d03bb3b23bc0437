declare module 'react-router-package' {
  export * from 'react-router';
}
