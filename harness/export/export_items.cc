#include "harness/export/export_items.h"

#include <fmt/format.h>

#include "base/file_io.h"
#include "format/text_norm.h"
#include "validators/baselines/baseline_answers.h"

namespace mm::harness {
namespace {

Result<ExportItem> item_from_line(std::string_view line, const std::string& condition, const std::string& where,
                                  const std::map<std::string, std::string>& targets) {
  MM_TRY(j, parse_ojson(line, where));
  auto text = [&](const char* key) -> Result<std::string> {
    auto it = j->find(key);
    if (it == j->end() || !it->is_string())
      return Error{fmt::format("{}: /{}: expected a string", where, key)};
    return it->get<std::string>();
  };
  ExportItem e;
  MM_TRY(id, text("id"));
  MM_TRY(family, text("family"));
  MM_TRY(regime, text("regime"));
  MM_TRY(prompt, text("prompt"));
  MM_TRY(format_name, text("output_format"));
  auto format = parse_format(*format_name);
  auto level = j->find("level");
  if (!format || level == j->end() || !level->is_number_integer())
    return Error{fmt::format("{}: expected an item line (output_format, level)", where)};
  e.id = std::move(*id);
  e.condition = condition;
  e.family = std::move(*family);
  e.regime = std::move(*regime);
  e.prompt = std::move(*prompt);
  e.format = *format;
  e.level = level->get<int>();
  e.settings = generation_settings(e.family, e.format, e.regime);
  j->erase("prompt");
  e.metadata = std::move(*j);
  e.metadata["max_tokens"] = e.settings.max_tokens;
  if (auto t = targets.find(e.id); t != targets.end()) e.target = t->second;
  return e;
}

// Base64 (RFC 4648, with padding).
std::string base64(std::string_view bytes) {
  static const char* kDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (size_t i = 0; i < bytes.size(); i += 3) {
    uint32_t v = uint32_t(uint8_t(bytes[i])) << 16;
    if (i + 1 < bytes.size()) v |= uint32_t(uint8_t(bytes[i + 1])) << 8;
    if (i + 2 < bytes.size()) v |= uint32_t(uint8_t(bytes[i + 2]));
    out += kDigits[(v >> 18) & 63];
    out += kDigits[(v >> 12) & 63];
    out += i + 1 < bytes.size() ? kDigits[(v >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? kDigits[v & 63] : '=';
  }
  return out;
}

}  // namespace

std::string png_data_url(std::string_view png) { return "data:image/png;base64," + base64(png); }

Result<std::map<std::string, std::string>> answer_texts(const score::Release& release, int threads) {
  std::vector<std::string> texts(release.items.size());
  Status st = score::for_each_item(
      release, threads,
      [&](size_t i, const score::GoldItem& g) {
        texts[i] = baselines::answer_text(g.format, g.answer);
        return Status::Ok();
      },
      [](size_t) {});
  if (!st) return st.error();
  std::map<std::string, std::string> out;
  for (size_t i = 0; i < texts.size(); ++i) out.emplace(release.items[i].id, std::move(texts[i]));
  return out;
}

Status for_each_export_item(const score::Release& release, const std::string& condition,
                            const std::map<std::string, std::string>& targets,
                            const std::function<Status(const ExportItem&)>& each) {
  std::string rel = "items/" + condition + ".jsonl";
  MM_TRY(text, read_input_file(release.path(rel)));
  std::vector<std::string_view> lines = score::split_lines(*text);
  std::map<std::string, std::string> images;  // release path -> data URL (a house's image serves many items)
  for (size_t i = 0; i < lines.size(); ++i) {
    if (score::trim(lines[i]).empty()) continue;
    MM_TRY(item, item_from_line(lines[i], condition, fmt::format("{}:{}", rel, i + 1), targets));
    if (auto path = item->metadata.find("image"); path != item->metadata.end() && path->is_string()) {
      auto [it, fresh] = images.try_emplace(path->get<std::string>());
      if (fresh) {
        MM_TRY(png, read_file(release.path(it->first)));
        it->second = png_data_url(*png);
      }
      item->image = it->second;
    }
    MM_CHECK(each(*item));
  }
  return Status::Ok();
}

}  // namespace mm::harness
