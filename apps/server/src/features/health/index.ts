// The health feature: GET /api/health.
export { healthRoutes } from './routes';
