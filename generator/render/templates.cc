#include "generator/render/templates.h"

#include <fmt/format.h>

#include "base/resources.h"

namespace mm {
namespace {

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string_view::npos) return "";
  size_t e = s.find_last_not_of(" \t\r");
  return std::string(s.substr(b, e - b + 1));
}

std::string unescape(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == 'n') {
      out += '\n';
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

Result<std::map<std::string, TemplateSource>> parse_msg_file(std::string_view text,
                                                             const std::string& file) {
  std::map<std::string, TemplateSource> out;
  std::string last_key;
  int line_no = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    std::string_view line = text.substr(pos, nl == std::string_view::npos ? text.npos : nl - pos);
    pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++line_no;
    std::string t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    if ((line[0] == ' ' || line[0] == '\t') && !last_key.empty()) {
      out[last_key].pattern += " " + unescape(t);
      continue;
    }
    size_t eq = t.find('=');
    if (eq == std::string::npos)
      return Error{fmt::format("{}:{}: expected `key = message`, found \"{}\"", file, line_no, t)};
    std::string key = trim(std::string_view(t).substr(0, eq));
    if (key.empty() || key.find(' ') != std::string::npos)
      return Error{fmt::format("{}:{}: invalid key \"{}\"", file, line_no, key)};
    if (out.count(key))
      return Error{fmt::format("{}:{}: duplicate key \"{}\" (first at line {})", file, line_no, key,
                               out[key].line)};
    out[key] = {unescape(trim(std::string_view(t).substr(eq + 1))), file, line_no};
    last_key = key;
  }
  return out;
}

Result<TemplateSet> TemplateSet::load(std::string_view lang, std::string_view locale) {
  TemplateSet set;
  set.lang_ = std::string(lang);
  auto files = resource_list(fmt::format("templates/{}/", lang));
  if (files.empty()) return Error{fmt::format("no templates for language '{}' (templates/{}/)", lang, lang)};
  for (const auto& f : files) {
    if (f.size() < 4 || f.substr(f.size() - 4) != ".msg") continue;
    MM_TRY(text, resource(f));
    MM_TRY(parsed, parse_msg_file(*text, f));
    for (auto& [k, src] : *parsed) {
      if (set.sources_.count(k))
        return Error{fmt::format("{}: key \"{}\" is also defined at {}", src.where(), k,
                                 set.sources_[k].where())};
      auto m = Message::compile(locale, src.pattern);
      if (!m) return Error{fmt::format("{}: {}: {}", src.where(), k, m.error().message)};
      set.compiled_[k] = std::make_shared<Message>(std::move(*m));
      set.sources_[k] = std::move(src);
    }
  }
  return set;
}

const Message* TemplateSet::message(const std::string& key) const {
  auto it = compiled_.find(key);
  return it == compiled_.end() ? nullptr : it->second.get();
}

const TemplateSource* TemplateSet::source(const std::string& key) const {
  auto it = sources_.find(key);
  return it == sources_.end() ? nullptr : &it->second;
}

std::vector<std::string> TemplateSet::keys() const {
  std::vector<std::string> out;
  for (const auto& [k, v] : sources_) out.push_back(k);
  return out;
}

}  // namespace mm
