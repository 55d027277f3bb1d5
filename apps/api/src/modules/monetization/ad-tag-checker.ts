import { VASTParser } from '@dailymotion/vast-client';
import { Inject, Injectable } from '@nestjs/common';
import { lookup as dnsLookup } from 'node:dns';
import { createRequire } from 'node:module';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The part of @xmldom/xmldom (the VAST client's own XML parser in Node) this file uses. */
interface XmlDom {
  DOMParser: new (options: {
    errorHandler: { warning: () => void; error: () => void; fatalError: () => void };
  }) => { parseFromString(xml: string, mimeType: string): { documentElement: unknown } | undefined };
}
// Loaded without its typings: they pull the browser's DOM library into the whole program, which changes
// what Node's own fetch and Buffer types accept elsewhere.
const { DOMParser }: XmlDom = createRequire(__filename)('@xmldom/xmldom');

/** What one check may cost: an ad server answers within seconds with a few kilobytes of XML. */
export const AD_TAG_TIMEOUT_MS = 5000;
export const AD_TAG_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

// Addresses a member's URL may not make the server reach unless the operator allows it.
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** A public unicast address; an IPv4-mapped IPv6 address is judged as the IPv4 address it is. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class AdTagUnreachable extends Error {}

/**
 * Whether an ad tag URL answers with a VAST document: fetched (redirects followed, each address
 * checked, a timeout and a size cap), parsed as XML, then by the VAST client library's parser. A
 * wrapper counts: the player follows its chain at playback, where the ad server's answer may differ.
 */
@Injectable()
export class AdTagChecker {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async isVast(url: string): Promise<boolean> {
    let body: string;
    try {
      body = await this.fetch(new URL(url), AbortSignal.timeout(AD_TAG_TIMEOUT_MS));
    } catch {
      return false;
    }
    return isVastDocument(body);
  }

  private async fetch(start: URL, signal: AbortSignal): Promise<string> {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      const response = await this.get(url, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location && redirects < MAX_REDIRECTS) {
        response.resume();
        url = new URL(response.headers.location, url);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AdTagUnreachable();
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new AdTagUnreachable();
      }
      return readCapped(response, AD_TAG_MAX_BYTES);
    }
  }

  private get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const allowPrivate = this.config.allowPrivateImports;
    // The connection goes to an address that passed the check (no second lookup can swap it).
    const lookup: LookupFunction = (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, '', 0);
        const refused =
          addresses.length === 0 ||
          addresses.some((entry) => !allowPrivate && !isPublicAddress(entry.address));
        if (refused) return callback(new AdTagUnreachable('non-public address'), '', 0);
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      });
    };
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) && !allowPrivate && !isPublicAddress(host)) {
      return Promise.reject(new AdTagUnreachable('non-public address'));
    }
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.get(
        url,
        {
          lookup,
          signal,
          headers: { accept: 'application/xml, text/xml, */*', 'user-agent': 'Framehouse-AdTag/1.0' },
        },
        resolve,
      );
      request.on('error', reject);
    });
  }
}

function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new AdTagUnreachable('too large'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    // A body cut off (the timeout aborting a trickle, the server going away) may end with no 'error'.
    response.on('close', () => {
      if (!response.complete) reject(new AdTagUnreachable('incomplete'));
    });
  });
}

/** Well-formed XML whose root the VAST parser takes (an empty VAST, an ad server's "no fill", counts). */
export async function isVastDocument(xml: string): Promise<boolean> {
  let wellFormed = true;
  const fail = () => {
    wellFormed = false;
  };
  const document = new DOMParser({
    errorHandler: { warning: () => undefined, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!wellFormed || !document?.documentElement) return false;
  try {
    await new VASTParser().parseVAST(document, { resolveAll: true });
    return true;
  } catch {
    return false;
  }
}
