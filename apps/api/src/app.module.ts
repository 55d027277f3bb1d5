import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import './common/graphql/enums';
import { ErrorContractFilter } from './common/errors/error-contract.filter';
import { withoutSuggestions } from './common/graphql/format-error';
import { LoggingModule } from './common/logging/logging.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { operationLabelPlugin } from './common/metrics/graphql-operation-label';
import { complexityLimitPlugin, depthLimitRule } from './common/graphql/query-limits';
import { freshLoadersPerMutation, graphQLContext } from './common/graphql/request-loaders';
import { requestIdPlugin } from './common/request-id/request-id';
import { PublicCacheModule } from './common/public-cache/public-cache.module';
import { RedisModule } from './common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { METRICS_PATH } from './http/configure-http';
import { HttpDrain } from './http/http-drain';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { CaptionsModule } from './modules/captions/captions.module';
import { D2CModule } from './modules/d2c/d2c.module';
import { HealthModule } from './modules/health/health.module';
import { LegalModule } from './modules/legal/legal.module';
import { LimitsModule } from './modules/limits/limits.module';
import { MailModule } from './modules/mail/mail.module';
import { MembersModule } from './modules/members/members.module';
import { MicrositesModule } from './modules/microsites/microsites.module';
import { ChaptersModule } from './modules/chapters/chapters.module';
import { MomentsModule } from './modules/moments/moments.module';
import { MonetizationModule } from './modules/monetization/monetization.module';
import { OverlaysModule } from './modules/overlays/overlays.module';
import { PlaylistsModule } from './modules/playlists/playlists.module';
import { ObjectsModule } from './modules/objects/objects.module';
import { OrganizationsModule } from './modules/organizations/organizations.module';
import { PublishingModule } from './modules/publishing/publishing.module';
import { WidgetsModule } from './modules/widgets/widgets.module';
import { PromotedContentModule } from './modules/promoted-content/promoted-content.module';
import { PublicModule } from './modules/public/public.module';
import { SocialMediaModule } from './modules/social-media/social-media.module';
import { StorageModule } from './modules/storage/storage.module';
import { TranscriptsModule } from './modules/transcripts/transcripts.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { VideosModule } from './modules/videos/videos.module';
import { YouTubeModule } from './modules/youtube/youtube.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    const production = config.nodeEnv === 'production';
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        LoggingModule.forRoot({
          level: config.nodeEnv === 'test' ? 'warn' : 'info',
          // D2C API keys arrive as a bearer token or in X-API-Key: neither is ever logged.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
          // The id assignRequestId gave the request, on the request's line.
          customProps: (req) => ({ requestId: req.id }),
          autoLogging: { ignore: (req) => req.url === '/health' || req.url === METRICS_PATH },
        }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl), autoLoadEntities: false }),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql/',
          autoSchemaFile: true,
          sortSchema: true,
          introspection: !production,
          playground: false,
          allowBatchedHttpRequests: false,
          includeStacktraceInErrorResponses: false,
          validationRules: [depthLimitRule],
          // Apollo's default cache-control plugin hooks every field of every answer for a Cache-Control header
          // GraphQL answers here never carry (they are per member): a tenth of a list's CPU, for nothing.
          // The operation's metrics label first: a request the complexity limit refuses still has one.
          plugins: [
            operationLabelPlugin,
            requestIdPlugin,
            complexityLimitPlugin,
            freshLoadersPerMutation,
            ApolloServerPluginCacheControlDisabled(),
          ],
          formatError: withoutSuggestions,
          context: graphQLContext,
        }),
        RedisModule,
        PublicCacheModule,
        MetricsModule,
        // Queues share the transcoder's Redis and key prefix (REDIS_PREFIX).
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (appConfig: AppConfig) => ({
            connection: { url: appConfig.redisUrl },
            prefix: appConfig.redisPrefix,
          }),
        }),
        StorageModule,
        MailModule,
        AuthModule,
        AccountsModule,
        BillingModule,
        OrganizationsModule,
        MembersModule,
        LimitsModule,
        VideosModule,
        UploadsModule,
        CaptionsModule,
        TranscriptsModule,
        D2CModule,
        PromotedContentModule,
        MonetizationModule,
        SocialMediaModule,
        ObjectsModule,
        MomentsModule,
        ChaptersModule,
        PublishingModule,
        YouTubeModule,
        OverlaysModule,
        WidgetsModule,
        PlaylistsModule,
        MicrositesModule,
        AnalyticsModule,
        PublicModule,
        LegalModule,
        HealthModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ErrorContractFilter }, HttpDrain],
    };
  }
}
