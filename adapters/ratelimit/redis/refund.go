package redis

import (
	"context"
	"errors"

	goredis "github.com/redis/go-redis/v9"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// refund gives back one unit of a redis_rate GCRA key. redis_rate has no such
// call, and its AllowN with a cost of -1 loses the refund whenever the quota
// becomes whole (it then writes nothing), so this script moves the key's
// theoretical arrival time (TAT) back by one emission interval itself, in
// redis_rate's own format: the key "rate:"+key holding the TAT in seconds since
// 2017-01-01 on Redis's clock. A TAT at or before now is a whole quota, which is
// the absence of the key. The contract suite checks that both agree.
var refund = goredis.NewScript(`
local tat = redis.call("GET", KEYS[1])
if not tat then
  return 0
end
local now = redis.call("TIME")
now = (now[1] - 1483228800) + (now[2] / 1000000)
local new_tat = tonumber(tat) - tonumber(ARGV[1])
if new_tat <= now then
  redis.call("DEL", KEYS[1])
else
  redis.call("SET", KEYS[1], new_tat, "EX", math.ceil(new_tat - now))
end
return 1
`)

// redisRatePrefix is the prefix redis_rate puts before every key.
const redisRatePrefix = "rate:"

// Refund gives back a unit of key's quota, never more than the whole quota.
func (l *Limiter) Refund(ctx context.Context, key string, limit ports.RateLimit) error {
	if limit.Off() {
		return nil
	}
	err := refund.Run(ctx, l.client, []string{redisRatePrefix + l.prefix + key}, limit.Interval().Seconds()).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		if errors.Is(err, context.Canceled) {
			return err
		}
		return kernel.Unavailable("the rate-limit counters cannot be reached", err)
	}
	return nil
}
