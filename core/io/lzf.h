#pragma once
// LZF, the byte-oriented LZ77 variant PCL uses for binary_compressed PCD data. A stream is a
// sequence of chunks, each starting with a control byte c:
//   c < 32        a literal run: the next c + 1 bytes are copied as they are;
//   c >= 32       a back reference: length L = c >> 5 (when L == 7 one more byte is added to
//                 it), offset D = ((c & 31) << 8) + next byte + 1; copy L + 2 bytes starting
//                 D bytes back in the output (the ranges may overlap, copying byte by byte).
// Written from that description, not from liblzf.
// Requires: nothing of the input bytes; callers bound `size` (it is allocated up front) by
//   input.size() * kLzfMaxExpansion, the most a valid stream can decode to.
// Ensures: lzfDecompress accepts only a stream that decodes to exactly `size` bytes without
//   reading past its end or referring before the start of the output; otherwise it returns
//   false with the input offset where decoding failed. lzfCompress output always decodes back
//   to its input (greedy matching over a 16k-entry hash of 3-byte prefixes, offsets < 8192).
// Cost: O(input + output); decoding allocates `size` bytes once.
#include <cstddef>
#include <string>
#include <string_view>

namespace m3 {

// A 3-byte back reference yields at most 264 bytes.
inline constexpr std::size_t kLzfMaxExpansion = 88;

std::string lzfCompress(std::string_view input);
bool lzfDecompress(std::string_view input, std::size_t size, std::string& out,
                   std::size_t& errorOffset);

}  // namespace m3
