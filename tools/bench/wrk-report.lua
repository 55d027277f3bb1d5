-- wrk's report as one JSON line for tools/bench/public.mjs: counts, bytes, latency percentiles (µs) and
-- errors (`status`: answers of 400 and over).
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationMicros":%d,"bytes":%d,"p50":%d,"p95":%d,"p99":%d,' ..
      '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(95), latency:percentile(99),
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
