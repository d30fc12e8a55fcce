// The users feature: profiles and Moodtape usernames. Sign-in creates the person.
export { userRoutes } from './routes';
export { type UserService, createUserService, toProfile } from './service';
