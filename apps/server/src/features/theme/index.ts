// The theme feature: what other features and the app may use of it.
export { themeRoutes } from './routes';
export { type ThemeService, createThemeService, engineGradient, rebuildGradient } from './service';
