// React's edge server renderer turns every piece of markup into bytes as soon as it makes it:
// each attribute name and value, each text node, goes through TextEncoder.encode into a Uint8Array
// of its own, and is copied again into 4 KiB views. Profiled on home (workerd's inspector), that
// encoding was a third of the render: thousands of tiny native calls and arrays for the collector.
// This rewrite keeps the pieces as strings (React's builds for Node and Bun keep them as strings
// too) and encodes each finished segment once, when React sizes it, and the text around segments
// once per flush: the same bytes, in fewer, larger chunks, still flushed as React flushes (the
// shell, then each boundary that resolves). Applied to the production renderer only, with the
// module rewrite (scripts/react-dom-server-module.ts), so it fails the build, naming this file,
// when React changes.

/** One exact replacement: `from` must occur `times` times in React's file. */
type Edit = { from: string; to: string; times: number };

const STREAM_CONFIG_BEFORE = `function writeChunk(destination, chunk) {
  if (0 === chunk.byteLength) {
    if (supportsArrayBufferDetached && chunk.buffer.detached)
      throw Error(
        "Cannot transport a detached buffer. This usually happens when trying to transport multiple buffer-spanning views on the same underyling buffer. Either reuse the exact same view by identity or copy the underlying buffer manually via \`view.slice()\`."
      );
  } else if (4096 < chunk.byteLength)
    0 < writtenBytes &&
      (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
      (currentView = new Uint8Array(4096)),
      (writtenBytes = 0)),
      destination.enqueue(chunk);
  else {
    var allowableBytes = currentView.length - writtenBytes;
    allowableBytes < chunk.byteLength &&
      (0 === allowableBytes
        ? destination.enqueue(currentView)
        : (currentView.set(chunk.subarray(0, allowableBytes), writtenBytes),
          destination.enqueue(currentView),
          (chunk = chunk.subarray(allowableBytes))),
      (currentView = new Uint8Array(4096)),
      (writtenBytes = 0));
    currentView.set(chunk, writtenBytes);
    writtenBytes += chunk.byteLength;
  }
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  currentView &&
    0 < writtenBytes &&
    (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
    (currentView = null),
    (writtenBytes = 0));
}
var textEncoder = new TextEncoder();
function stringToChunk(content) {
  return textEncoder.encode(content);
}
function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}
function byteLengthOfChunk(chunk) {
  return chunk.byteLength;
}`;

// `currentView` holds the text written since the flush began. A finished segment is encoded once,
// when React sizes it (whether a finished boundary is inlined into the shell or sent after it
// depends on its size in bytes): a segment without child segments (whose places are indexes into
// its chunks) then keeps those bytes as its one chunk, written as they are at its flush, so its
// thousands of pieces are neither concatenated nor encoded again.
const STREAM_CONFIG_AFTER = `function writeChunk(destination, chunk) {
  "string" === typeof chunk
    ? (currentView += chunk)
    : (completeWriting(destination), destination.enqueue(chunk));
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  0 < currentView.length &&
    (destination.enqueue(textEncoder.encode(currentView)), (currentView = ""));
}
var textEncoder = new TextEncoder();
function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  return textEncoder.encode(chunk).length;
}`;

const FINISHED_SEGMENT_BEFORE = `    segment = segment.chunks;
    for (var segmentByteSize = 0, i = 0; i < segment.length; i++)
      segmentByteSize += segment[i].byteLength;`;

const FINISHED_SEGMENT_AFTER = `    var chunks = segment.chunks,
      bytes = textEncoder.encode(chunks.join("")),
      segmentByteSize = bytes.length;
    0 === segment.children.length &&
      0 < chunks.length &&
      ((chunks.length = 1), (chunks[0] = bytes));`;

const EDITS: Edit[] = [
  { from: STREAM_CONFIG_BEFORE, to: STREAM_CONFIG_AFTER, times: 1 },
  { from: '  currentView = null,\n  writtenBytes = 0;\n', to: '  currentView = "",\n  writtenBytes = 0;\n', times: 1 },
  // Each flush starts with an empty buffer (the last one ended with completeWriting).
  { from: 'currentView = new Uint8Array(4096);', to: 'currentView = "";', times: 2 },
  { from: FINISHED_SEGMENT_BEFORE, to: FINISHED_SEGMENT_AFTER, times: 1 },
];

const occurrences = (source: string, text: string) => source.split(text).length - 1;

/**
 * React's edge production renderer with string chunks (see the top of the file). Throws, naming
 * the edit, when React's file no longer has the text this replaces, or still encodes afterwards.
 */
export function stringChunks(source: string): string {
  let out = source;
  for (const edit of EDITS) {
    const found = occurrences(out, edit.from);
    if (found !== edit.times)
      throw new Error(
        `react-dom-server.edge.production.js no longer has the stream code scripts/react-string-chunks.ts rewrites: ` +
          `expected ${edit.times}× ${JSON.stringify(edit.from.split('\n')[0])}, found ${found}; ` +
          `update EDITS there to React's new code, or drop stringChunks from scripts/react-dom-server-module.ts`,
      );
    out = out.split(edit.from).join(edit.to);
  }
  const left = out.match(/\.byteLength\b|new Uint8Array\(|\.subarray\(|\.set\(chunk/);
  if (left)
    throw new Error(
      `react-dom-server.edge.production.js still handles bytes after scripts/react-string-chunks.ts (${left[0]}): ` +
        `a chunk is a string there; update EDITS`,
    );
  return out;
}
