declare module 'react-router-package' {
  export * from 'react-router';
}

declare module 'react-i18next-package' {
  export * from 'react-i18next';
}

declare module '@reduxjs/toolkit-package' {
  export * from '@reduxjs/toolkit';
}
