#include "io/lzf.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace m3 {

namespace {

constexpr std::size_t kMaxLiteral = 32;
constexpr std::size_t kMaxOffset = 8192;
constexpr std::size_t kMaxMatch = 264;  // (7 + 255) + 2
constexpr int kHashBits = 14;

std::uint32_t hash3(const unsigned char* p) {
  const std::uint32_t v = (std::uint32_t(p[0]) << 16) | (std::uint32_t(p[1]) << 8) | p[2];
  return (v * 2654435761u) >> (32 - kHashBits);
}

void flushLiterals(std::string& out, std::string_view input, std::size_t start, std::size_t end) {
  while (start < end) {
    const std::size_t run = std::min(kMaxLiteral, end - start);
    out += static_cast<char>(run - 1);
    out.append(input.substr(start, run));
    start += run;
  }
}

void appendMatch(std::string& out, std::size_t length, std::size_t offset) {
  const std::size_t l = length - 2, d = offset - 1;
  if (l < 7) {
    out += static_cast<char>((l << 5) | (d >> 8));
  } else {
    out += static_cast<char>((7 << 5) | (d >> 8));
    out += static_cast<char>(l - 7);
  }
  out += static_cast<char>(d & 0xff);
}

}  // namespace

std::string lzfCompress(std::string_view input) {
  const auto* in = reinterpret_cast<const unsigned char*>(input.data());
  const std::size_t n = input.size();
  std::vector<std::size_t> table(std::size_t(1) << kHashBits, SIZE_MAX);
  std::string out;
  out.reserve(n + n / kMaxLiteral + 1);
  std::size_t literalStart = 0, i = 0;
  while (i + 3 <= n) {
    const std::uint32_t h = hash3(in + i);
    const std::size_t ref = table[h];
    table[h] = i;
    if (ref != SIZE_MAX && i - ref <= kMaxOffset && std::equal(in + ref, in + ref + 3, in + i)) {
      const std::size_t limit = std::min(kMaxMatch, n - i);
      std::size_t length = 3;
      while (length < limit && in[ref + length] == in[i + length]) ++length;
      flushLiterals(out, input, literalStart, i);
      appendMatch(out, length, i - ref);
      i += length;
      literalStart = i;
    } else {
      ++i;
    }
  }
  flushLiterals(out, input, literalStart, n);
  return out;
}

bool lzfDecompress(std::string_view input, std::size_t size, std::string& out,
                   std::size_t& errorOffset) {
  out.assign(size, '\0');
  const auto* in = reinterpret_cast<const unsigned char*>(input.data());
  std::size_t ip = 0, op = 0;
  while (ip < input.size()) {
    errorOffset = ip;
    const std::size_t control = in[ip++];
    if (control < 32) {
      const std::size_t run = control + 1;
      if (run > input.size() - ip || run > size - op) return false;
      std::copy(input.data() + ip, input.data() + ip + run, out.data() + op);
      ip += run;
      op += run;
      continue;
    }
    std::size_t length = control >> 5;
    if (length == 7) {
      if (ip >= input.size()) return false;
      length += in[ip++];
    }
    length += 2;
    if (ip >= input.size()) return false;
    const std::size_t offset = ((control & 31) << 8) + in[ip++] + 1;
    if (offset > op || length > size - op) return false;
    for (std::size_t k = 0; k < length; ++k, ++op) out[op] = out[op - offset];
  }
  errorOffset = input.size();
  return op == size;
}

}  // namespace m3
