import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** Used by the TypeORM CLI (migration:generate, migration:run). */
export default new DataSource(dataSourceOptions(loadConfig().databaseUrl));
