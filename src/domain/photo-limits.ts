/**
 * The most pixels a photo may have: a phone's full-resolution mode makes 48 or 50 million
 * (8064 × 6048, 8160 × 6144). Anything bigger costs the server seconds and hundreds of MB to
 * open, and can be a few hundred KB of file: refused before it is decoded.
 */
export const MAX_PHOTO_PIXELS = 52_000_000;
