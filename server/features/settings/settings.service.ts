/**
 * The deployment's settings, a small key-value store kept in the database: the settings feature's
 * face to the others (the admin passkey's hash, the deployment id). Its repository stays its own.
 */
export { readSetting, writeSetting, writeSettingOnce } from './settings.repository';
