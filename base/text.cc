#include "base/text.h"

#include <unicode/brkiter.h>
#include <unicode/ubidi.h>
#include <unicode/listformatter.h>
#include <unicode/msgfmt.h>
#include <unicode/messagepattern.h>
#include <unicode/normalizer2.h>
#include <unicode/numfmt.h>
#include <unicode/plurrule.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>
#include <unicode/utf8.h>
#include <unicode/uversion.h>

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

namespace mm {
namespace {

icu::UnicodeString u(std::string_view s) {
  return icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
}

std::string utf8(const icu::UnicodeString& s) {
  std::string out;
  s.toUTF8String(out);
  return out;
}

icu::Locale locale_of(std::string_view id) { return icu::Locale::createFromName(std::string(id).c_str()); }

const icu::NumberFormat* number_format(std::string_view locale) {
  thread_local std::map<std::string, std::unique_ptr<icu::NumberFormat>, std::less<>> cache;
  auto it = cache.find(locale);
  if (it != cache.end()) return it->second.get();
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::NumberFormat> nf(icu::NumberFormat::createInstance(locale_of(locale), status));
  if (U_FAILURE(status)) nf.reset();
  auto* raw = nf.get();
  cache.emplace(std::string(locale), std::move(nf));
  return raw;
}

const icu::PluralRules* plural_rules(std::string_view locale) {
  thread_local std::map<std::string, std::unique_ptr<icu::PluralRules>, std::less<>> cache;
  auto it = cache.find(locale);
  if (it != cache.end()) return it->second.get();
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> pr(icu::PluralRules::forLocale(locale_of(locale), status));
  if (U_FAILURE(status)) pr.reset();
  auto* raw = pr.get();
  cache.emplace(std::string(locale), std::move(pr));
  return raw;
}

}  // namespace

std::string icu_version() { return U_ICU_VERSION; }

std::string nfkc(std::string_view s) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFKCInstance(status);
  if (U_FAILURE(status)) return std::string(s);
  icu::UnicodeString out = n->normalize(u(s), status);
  return U_FAILURE(status) ? std::string(s) : utf8(out);
}

std::string nfkc_casefold(std::string_view s) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFKCCasefoldInstance(status);
  if (U_FAILURE(status)) return std::string(s);
  icu::UnicodeString out = n->normalize(u(s), status);
  return U_FAILURE(status) ? std::string(s) : utf8(out);
}

std::string to_lower(std::string_view s, std::string_view locale) {
  icu::UnicodeString us = u(s);
  us.toLower(locale_of(locale));
  return utf8(us);
}

std::string ascii_digits(std::string_view s) {
  icu::UnicodeString us = u(s);
  icu::UnicodeString out;
  for (int32_t i = 0; i < us.length();) {
    UChar32 c = us.char32At(i);
    int32_t d = u_charDigitValue(c);
    if (d >= 0 && d <= 9 && u_charType(c) == U_DECIMAL_DIGIT_NUMBER) out.append(UChar32('0' + d));
    else out.append(c);
    i += U16_LENGTH(c);
  }
  return utf8(out);
}

std::u32string to_u32(std::string_view s) {
  icu::UnicodeString us = u(s);
  std::u32string out;
  for (int32_t i = 0; i < us.length();) {
    UChar32 c = us.char32At(i);
    out.push_back(static_cast<char32_t>(c));
    i += U16_LENGTH(c);
  }
  return out;
}

std::string from_u32(std::u32string_view s) {
  icu::UnicodeString us;
  for (char32_t c : s) us.append(static_cast<UChar32>(c));
  return utf8(us);
}

bool is_ascii(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

std::string plural_category(std::string_view locale, int64_t n) {
  const icu::PluralRules* pr = plural_rules(locale);
  if (!pr) return "other";
  return utf8(pr->select(static_cast<double>(n)));
}

std::vector<std::string> plural_categories(std::string_view locale) {
  static const std::vector<std::string> order = {"zero", "one", "two", "few", "many", "other"};
  const icu::PluralRules* pr = plural_rules(locale);
  std::set<std::string> got;
  if (pr) {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::StringEnumeration> e(pr->getKeywords(status));
    const char* kw;
    while (e && U_SUCCESS(status) && (kw = e->next(nullptr, status)) != nullptr) got.insert(kw);
  }
  std::vector<std::string> out;
  for (const auto& c : order)
    if (got.count(c)) out.push_back(c);
  if (out.empty()) out.push_back("other");
  return out;
}

std::string format_integer(std::string_view locale, int64_t n) {
  const icu::NumberFormat* nf = number_format(locale);
  if (!nf) return std::to_string(n);
  icu::UnicodeString out;
  nf->format(static_cast<int64_t>(n), out);
  return utf8(out);
}

std::string format_decimal(std::string_view locale, double v, int max_frac) {
  // One formatter per (locale, fraction digits) and thread: creating one
  // per number was a tenth of rendering time.
  thread_local std::map<std::pair<std::string, int>, std::unique_ptr<icu::NumberFormat>> cache;
  auto key = std::make_pair(std::string(locale), max_frac);
  auto it = cache.find(key);
  if (it == cache.end()) {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::NumberFormat> made(icu::NumberFormat::createInstance(locale_of(locale), status));
    if (U_FAILURE(status)) made.reset();
    else {
      made->setMaximumFractionDigits(max_frac);
      made->setGroupingUsed(false);
    }
    it = cache.emplace(std::move(key), std::move(made)).first;
  }
  const icu::NumberFormat* nf = it->second.get();
  if (!nf) return fmt::format("{}", v);
  icu::UnicodeString out;
  nf->format(v, out);
  return utf8(out);
}

std::vector<std::string> words(std::string_view s, std::string_view locale) {
  std::vector<std::string> out;
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> bi(
      icu::BreakIterator::createWordInstance(locale_of(locale), status));
  if (U_FAILURE(status)) return out;
  icu::UnicodeString us = u(s);
  bi->setText(us);
  int32_t start = bi->first();
  for (int32_t end = bi->next(); end != icu::BreakIterator::DONE; start = end, end = bi->next()) {
    if (bi->getRuleStatus() == UBRK_WORD_NONE) continue;  // spaces, punctuation
    icu::UnicodeString w;
    us.extractBetween(start, end, w);
    out.push_back(utf8(w));
  }
  return out;
}

std::string join_list(std::string_view locale, const std::vector<std::string>& items,
                      bool alternatives) {
  thread_local std::map<std::string, std::unique_ptr<icu::ListFormatter>, std::less<>> cache;
  std::string key = std::string(locale) + (alternatives ? "|or" : "|and");
  auto it = cache.find(key);
  if (it == cache.end()) {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::ListFormatter> lf(icu::ListFormatter::createInstance(
        locale_of(locale), alternatives ? ULISTFMT_TYPE_OR : ULISTFMT_TYPE_AND,
        ULISTFMT_WIDTH_WIDE, status));
    if (U_FAILURE(status)) lf.reset();
    it = cache.emplace(key, std::move(lf)).first;
  }
  if (!it->second) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
    return out;
  }
  std::vector<icu::UnicodeString> us;
  for (const auto& s : items) us.push_back(u(s));
  icu::UnicodeString out;
  UErrorCode status = U_ZERO_ERROR;
  it->second->format(us.data(), static_cast<int32_t>(us.size()), out, status);
  return utf8(out);
}

std::string capitalize_first(std::string_view s, std::string_view locale) {
  icu::UnicodeString us = u(s);
  for (int32_t i = 0; i < us.length();) {
    UChar32 c = us.char32At(i);
    if (u_isalpha(c)) {
      UChar32 up = u_toupper(c);
      if (up != c) us.replaceBetween(i, i + U16_LENGTH(c), icu::UnicodeString(up));
      break;
    }
    if (u_isdigit(c)) break;
    i += U16_LENGTH(c);
  }
  return utf8(us);
}

Result<MessageShape> analyze_message(std::string_view pattern) {
  icu::UnicodeString up = u(pattern);
  UErrorCode status = U_ZERO_ERROR;
  UParseError perr;
  icu::MessagePattern mp(up, &perr, status);
  if (U_FAILURE(status))
    return Error{fmt::format("ICU MessageFormat syntax error at character {}: {}", perr.offset, u_errorName(status))};
  MessageShape shape;
  using P = icu::MessagePattern::Part;
  int32_t count = mp.countParts();
  for (int32_t i = 0; i + 1 < count; ++i) {
    const P& cur = mp.getPart(i);
    const P& next = mp.getPart(i + 1);
    auto t = cur.getType();
    // Literal text runs from the end of a message start / argument / syntax
    // part to the start of the next part.
    if (t == UMSGPAT_PART_TYPE_MSG_START || t == UMSGPAT_PART_TYPE_ARG_LIMIT ||
        t == UMSGPAT_PART_TYPE_SKIP_SYNTAX || t == UMSGPAT_PART_TYPE_INSERT_CHAR ||
        t == UMSGPAT_PART_TYPE_REPLACE_NUMBER) {
      int32_t from = cur.getLimit(), to = next.getIndex();
      if (to > from) shape.literal_text += utf8(up.tempSubStringBetween(from, to)) + " ";
    }
    if (t == UMSGPAT_PART_TYPE_ARG_START &&
        (cur.getArgType() == UMSGPAT_ARG_TYPE_PLURAL || cur.getArgType() == UMSGPAT_ARG_TYPE_SELECTORDINAL)) {
      std::string name = utf8(mp.getSubstring(mp.getPart(i + 1)));
      int32_t limit = mp.getLimitPartIndex(i);
      auto& sel = shape.plural_selectors[name];
      for (int32_t k = i + 1; k < limit; ++k) {
        const P& p = mp.getPart(k);
        if (p.getType() == UMSGPAT_PART_TYPE_ARG_SELECTOR) sel.push_back(utf8(mp.getSubstring(p)));
        if (p.getType() == UMSGPAT_PART_TYPE_MSG_START) k = mp.getLimitPartIndex(k);
      }
    }
  }
  return shape;
}

// ---------------------------------------------------------------- Message

struct Message::Impl {
  std::string locale;
  std::unique_ptr<icu::MessageFormat> icu;  // null on the fast path
  // Fast path: literal text and argument names alternate.
  std::vector<std::string> literals;       // size = names.size() + 1
  std::vector<std::string> simple_names;
  std::vector<std::string> names;          // all argument names, sorted
};

Message::Message() : impl_(std::make_unique<Impl>()) {}
Message::Message(Message&&) noexcept = default;
Message& Message::operator=(Message&&) noexcept = default;
Message::~Message() = default;

Result<Message> Message::compile(std::string_view locale, std::string_view pattern) {
  Message m;
  m.impl_->locale = std::string(locale);
  icu::UnicodeString up = u(pattern);
  UErrorCode status = U_ZERO_ERROR;
  UParseError perr;
  icu::MessagePattern mp(up, &perr, status);
  if (U_FAILURE(status))
    return Error{fmt::format("ICU MessageFormat syntax error at character {}: {} (near \"{}\")",
                             perr.offset, u_errorName(status),
                             utf8(icu::UnicodeString(perr.preContext)))};
  std::set<std::string> names;
  bool simple = pattern.find('\'') == std::string_view::npos;
  std::vector<std::pair<int32_t, int32_t>> spans;  // simple args: [start, limit) in UTF-16
  std::vector<std::string> simple_names;
  for (int32_t i = 0; i < mp.countParts(); ++i) {
    const icu::MessagePattern::Part& part = mp.getPart(i);
    if (part.getType() == UMSGPAT_PART_TYPE_ARG_NAME) {
      names.insert(utf8(mp.getSubstring(part)));
    } else if (part.getType() == UMSGPAT_PART_TYPE_ARG_NUMBER) {
      return Error{"numbered arguments like {0} are not allowed; name them"};
    } else if (part.getType() == UMSGPAT_PART_TYPE_ARG_START) {
      if (part.getArgType() != UMSGPAT_ARG_TYPE_NONE) simple = false;
      if (simple) {
        int32_t limit_index = mp.getLimitPartIndex(i);
        const auto& name_part = mp.getPart(i + 1);
        spans.emplace_back(part.getIndex(), mp.getPart(limit_index).getLimit());
        simple_names.push_back(utf8(mp.getSubstring(name_part)));
      }
    }
  }
  m.impl_->names.assign(names.begin(), names.end());
  if (simple) {
    int32_t pos = 0;
    for (size_t k = 0; k < spans.size(); ++k) {
      m.impl_->literals.push_back(utf8(up.tempSubStringBetween(pos, spans[k].first)));
      pos = spans[k].second;
    }
    m.impl_->literals.push_back(utf8(up.tempSubStringBetween(pos)));
    m.impl_->simple_names = std::move(simple_names);
    return m;
  }
  status = U_ZERO_ERROR;
  m.impl_->icu = std::make_unique<icu::MessageFormat>(up, locale_of(locale), perr, status);
  if (U_FAILURE(status))
    return Error{fmt::format("ICU MessageFormat error at character {}: {}", perr.offset,
                             u_errorName(status))};
  return m;
}

const std::vector<std::string>& Message::arg_names() const { return impl_->names; }

Result<std::string> Message::format(const std::vector<MessageArg>& args) const {
  auto find = [&](const std::string& name) -> const MessageArg* {
    for (const auto& a : args)
      if (a.name == name) return &a;
    return nullptr;
  };
  for (const auto& n : impl_->names)
    if (!find(n)) return Error{fmt::format("argument '{}' was not supplied", n)};
  if (!impl_->icu) {
    std::string out = impl_->literals[0];
    for (size_t k = 0; k < impl_->simple_names.size(); ++k) {
      const MessageArg* a = find(impl_->simple_names[k]);
      if (const auto* s = std::get_if<std::string>(&a->value)) out += *s;
      else out += format_integer(impl_->locale, std::get<int64_t>(a->value));
      out += impl_->literals[k + 1];
    }
    return out;
  }
  std::vector<icu::UnicodeString> names;
  std::vector<icu::Formattable> values;
  names.reserve(args.size());
  values.reserve(args.size());
  for (const auto& a : args) {
    names.push_back(u(a.name));
    if (const auto* s = std::get_if<std::string>(&a.value)) values.emplace_back(u(*s));
    else values.emplace_back(static_cast<int64_t>(std::get<int64_t>(a.value)));
  }
  icu::UnicodeString out;
  UErrorCode status = U_ZERO_ERROR;
  impl_->icu->format(names.data(), values.data(), static_cast<int32_t>(names.size()), out, status);
  if (U_FAILURE(status)) return Error{fmt::format("formatting failed: {}", u_errorName(status))};
  return utf8(out);
}

std::string terminal_safe(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  const auto* p = reinterpret_cast<const uint8_t*>(bytes.data());
  int32_t n = int32_t(bytes.size()), i = 0;
  while (i < n) {
    int32_t start = i;
    UChar32 c;
    U8_NEXT(p, i, n, c);
    if (c < 0) {
      for (int32_t k = start; k < i; ++k) out += fmt::format("\\x{:02X}", p[k]);
    } else if ((c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7F && c < 0xA0) || c == 0x2028 || c == 0x2029 ||
               (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)) {
      out += fmt::format("\\u{{{:04X}}}", uint32_t(c));
    } else {
      out.append(bytes.substr(size_t(start), size_t(i - start)));
    }
  }
  return out;
}

}  // namespace mm

namespace mm {

std::string visual_order(std::string_view utf8_line, bool rtl) {
  icu::UnicodeString text = u(utf8_line);
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<UBiDi, void (*)(UBiDi*)> bidi(ubidi_openSized(text.length(), 0, &status), ubidi_close);
  if (U_FAILURE(status)) return std::string(utf8_line);
  ubidi_setPara(bidi.get(), text.getBuffer(), text.length(), rtl ? UBIDI_RTL : UBIDI_LTR, nullptr, &status);
  if (U_FAILURE(status)) return std::string(utf8_line);
  std::vector<UChar> out(size_t(text.length()) * 2 + 1);
  int32_t n = ubidi_writeReordered(bidi.get(), out.data(), int32_t(out.size()),
                                   UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS, &status);
  if (U_FAILURE(status)) return std::string(utf8_line);
  return utf8(icu::UnicodeString(out.data(), n));
}

std::string join_with(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) out += sep;
    out += parts[i];
  }
  return out;
}

}  // namespace mm
