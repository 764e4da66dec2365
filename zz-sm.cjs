const fs = require('fs'); const zlib = require('zlib');
const { SourceMapConsumer } = require('source-map-js');
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8'); const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n'); const by = {};
map.eachMapping((m) => {}, null);
// attribute each char range between mappings
const mappings = []; map.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  const line = lines[m.generatedLine - 1] || '';
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
  let src = (m.source || '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/');
  src = src.replace(/^nm\/(@[^/]+\/[^/]+|[^/]+)\/.*/, 'nm/$1');
  if (process.argv[3] === 'files') src = (m.source || '?').replace(/.*\/src\//, 'src/').replace(/.*node_modules\//, 'nm/');
  by[src] = (by[src] || 0) + (end - m.generatedColumn);
}
const total = code.length, gz = zlib.gzipSync(code, { level: 9 }).length;
console.log('total raw', total, 'gz', gz);
for (const [k, v] of Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, +process.argv[4] || 40)) console.log(String(v).padStart(7), (v / total * gz / 1024).toFixed(1).padStart(5) + 'K', k);
