#!/bin/sh
# Checks the nginx configuration of docs/operations.md, "Two processes behind nginx": takes its
# ```nginx block, puts it in a throwaway nginx.conf (with a self-signed certificate in place of
# Let's Encrypt's) and runs `nginx -t` on it. Needs nginx and openssl (Debian: apt-get install
# nginx-light openssl). Exit status 0 when nginx accepts the configuration.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
doc="$root/docs/operations.md"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The first nginx block after the section's heading.
awk '
  /^## Two processes behind nginx$/ { section = 1; next }
  section && /^## / { exit }
  section && /^```nginx$/ { inside = 1; next }
  inside && /^```$/ { exit }
  inside { print }
' "$doc" >"$tmp/site.conf"
if ! grep -q 'upstream maestrale' "$tmp/site.conf"; then
  echo "no nginx block under \"Two processes behind nginx\" in $doc" >&2
  exit 1
fi

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj '/CN=www.maestraleviaggi.it' \
  -keyout "$tmp/privkey.pem" -out "$tmp/fullchain.pem" 2>/dev/null
sed -i "s#/etc/letsencrypt/live/[^/]*/#$tmp/#" "$tmp/site.conf"

cat >"$tmp/nginx.conf" <<EOF
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events {}
http {
    access_log off;
    client_body_temp_path $tmp/body;
    proxy_temp_path $tmp/proxy;
    include $tmp/site.conf;
}
EOF

nginx -t -q -p "$tmp" -e "$tmp/error.log" -c "$tmp/nginx.conf"
echo "nginx accepts the configuration of docs/operations.md (two processes behind nginx)"
