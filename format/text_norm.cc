#include "format/text_norm.h"

#include <algorithm>

#include "base/text.h"

namespace mm::score {
namespace {

bool ascii_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool ascii_digit(char c) { return c >= '0' && c <= '9'; }

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += char(c);
  } else if (c < 0x800) {
    out += char(0xC0 | (c >> 6));
    out += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += char(0xE0 | (c >> 12));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  } else {
    out += char(0xF0 | (c >> 18));
    out += char(0x80 | ((c >> 12) & 0x3F));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  }
}

// Dashes, minus signs and typographic quotes that NFKC leaves alone.
char32_t fold_punct(char32_t c) {
  if ((c >= 0x2010 && c <= 0x2015) || c == 0x2212 || c == 0xFE58 || c == 0xFE63) return U'-';
  if (c == 0x2018 || c == 0x2019 || c == 0x201A || c == 0x2032) return U'\'';
  if (c == 0x201C || c == 0x201D || c == 0x201E || c == 0x2033) return U'"';
  if (c == 0x3001 || c == 0xFF64) return U',';  // ideographic comma: a list separator
  if (c == 0x060C) return U',';                  // Arabic comma: a list separator too
  if (c == 0x061B) return U';';                  // Arabic semicolon
  if (c == 0x00A0 || c == 0x3000 || c == 0x2007 || c == 0x202F) return U' ';
  return c;
}

// The final byte-level pass shared by the ASCII fast path and the Unicode
// path: lower-case ASCII, '-'/'_' to spaces, letter-digit split, space runs
// collapsed, '\r' dropped, trailing spaces of lines removed.
std::string ascii_pass(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 8);
  auto push_space = [&] {
    if (!out.empty() && out.back() != ' ' && out.back() != '\n') out += ' ';
  };
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    if (c == '-' || c == '_' || c == ' ' || c == '\t' || c == '\f' || c == '\v') {
      push_space();
      continue;
    }
    if (c == '\r') continue;
    if (c == '\n') {
      while (!out.empty() && out.back() == ' ') out.pop_back();
      out += '\n';
      continue;
    }
    if (ascii_digit(c) && !out.empty() && ascii_alpha(out.back())) out += ' ';
    out += c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

char32_t next_cp(std::string_view s, size_t& i) {
  unsigned char b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) {
    ++i;
    return b;
  }
  int len = b >= 0xF0 && b < 0xF8 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0;
  if (len == 0 || i + size_t(len) > s.size()) {
    ++i;
    return 0xFFFD;
  }
  char32_t c = b & (0x7F >> len);
  for (int k = 1; k < len; ++k) {
    unsigned char t = static_cast<unsigned char>(s[i + size_t(k)]);
    if ((t & 0xC0) != 0x80) {
      ++i;
      return 0xFFFD;
    }
    c = (c << 6) | (t & 0x3F);
  }
  i += size_t(len);
  return c;
}

std::string normalise_text(std::string_view utf8) {
  if (is_ascii(utf8)) return ascii_pass(utf8);
  std::string folded = ascii_digits(nfkc_casefold(utf8));
  std::string mapped;
  mapped.reserve(folded.size());
  for (size_t i = 0; i < folded.size();) append_utf8(mapped, fold_punct(next_cp(folded, i)));
  return ascii_pass(mapped);
}

std::string normalise_phrase(std::string_view utf8) {
  std::string s = normalise_text(utf8);
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    if (c == '\n' || c == ' ') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

CpClass cp_class(char32_t c) {
  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') return CpClass::Space;
  if (c < 0x80) return (ascii_alpha(char(c)) || ascii_digit(char(c))) ? CpClass::Word : CpClass::Punct;
  if ((c >= 0x00A1 && c <= 0x00BF) || c == 0x00D7 || c == 0x00F7) return CpClass::Punct;
  if ((c >= 0x2000 && c <= 0x2BFF) || (c >= 0x3000 && c <= 0x303F) || (c >= 0xFE30 && c <= 0xFE6F) ||
      (c >= 0xFF00 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) || (c >= 0xFF5B && c <= 0xFF65) ||
      c == 0x060C || c == 0x061B || c == 0x061F || (c >= 0x066A && c <= 0x066D) || c == 0x06D4 ||
      c == 0x0E5A || c == 0x0E5B || c == 0xFFFD)
    return CpClass::Punct;
  if ((c >= 0x0E00 && c <= 0x0EFF) || (c >= 0x1000 && c <= 0x109F) || (c >= 0x1780 && c <= 0x17FF) ||
      (c >= 0x1100 && c <= 0x11FF) || (c >= 0x3040 && c <= 0x30FF) || (c >= 0x3130 && c <= 0x318F) ||
      (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
      (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF66 && c <= 0xFFDC) || c >= 0x20000)
    return CpClass::Unspaced;
  return CpClass::Word;
}

size_t levenshtein(std::u32string_view a, std::u32string_view b) {
  if (a.size() < b.size()) std::swap(a, b);
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      size_t sub = diag + (a[i - 1] == b[j - 1] ? 0 : 1);
      row[j] = std::min({up + 1, row[j - 1] + 1, sub});
      diag = up;
    }
  }
  return row[b.size()];
}

namespace {

// Length of the longest common subsequence (one row, O(|a|·|b|)).
size_t lcs_length(std::u32string_view a, std::u32string_view b) {
  if (a.size() < b.size()) std::swap(a, b);
  std::vector<size_t> row(b.size() + 1, 0);
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = 0;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = a[i - 1] == b[j - 1] ? diag + 1 : std::max(up, row[j - 1]);
      diag = up;
    }
  }
  return row[b.size()];
}

}  // namespace

// With substitutions costing 2 the distance is |a| + |b| - 2 * LCS.
double similarity(std::u32string_view a, std::u32string_view b) {
  size_t n = a.size() + b.size();
  if (n == 0) return 1.0;
  return 2.0 * double(lcs_length(a, b)) / double(n);
}

double max_similarity(size_t a, size_t b) {
  return a + b == 0 ? 1.0 : 2.0 * double(std::min(a, b)) / double(a + b);
}

std::string_view trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\n' || s[b] == '\r')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\n' || s[e - 1] == '\r')) --e;
  return s.substr(b, e - b);
}

std::vector<std::string_view> split_lines(std::string_view s) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == '\n') {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

CpClass cp_class_at(std::string_view s, size_t i) {
  if (i >= s.size()) return CpClass::Space;
  return cp_class(next_cp(s, i));
}

CpClass cp_class_before(std::string_view s, size_t i) {
  if (i == 0) return CpClass::Space;
  size_t k = i - 1;
  while (k > 0 && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80) --k;
  return cp_class_at(s, k);
}

}  // namespace mm::score
