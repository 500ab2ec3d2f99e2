#include "validators/reading/gold.h"

#include <algorithm>

#include <fmt/format.h>

#include "base/file_io.h"
#include "format/text_norm.h"

namespace mm::score {
namespace {

Status need_string(const Json& j, const char* key, std::string& out, const std::string& where) {
  auto v = json_string(j, "", key);
  if (!v) return v.error().within(where);
  out = std::move(*v);
  return Status::Ok();
}

Status read_vocabulary(const Json& scoring, GoldItem& g, const std::string& where) {
  auto labels = scoring.find(sk::labels);
  if (labels == scoring.end()) return Status::Ok();
  if (!labels->is_object())
    return Error{fmt::format("{}: /scoring/labels: expected an object, found {}", where, json_kind(*labels))};
  for (const auto& [label, type] : labels->items()) {
    if (!type.is_string())
      return Error{fmt::format("{}: /scoring/labels/{}: expected a type name, found {}", where,
                               json_ptr_escape(label), json_kind(type))};
    g.vocab.add(label, type.get<std::string>());
  }
  return Status::Ok();
}

Status read_names(const Json& j, GoldItem& g, const std::string& where) {
  auto names = j.find("names");
  if (names == j.end()) return Status::Ok();
  if (!names->is_object())
    return Error{fmt::format("{}: /names: expected an object, found {}", where, json_kind(*names))};
  for (const auto& [label, v] : names->items()) {
    auto word = v.is_object() ? v.find("word") : v.end();
    auto n = v.is_object() ? v.find("n") : v.end();
    if (word == v.end() || !word->is_string() || n == v.end() || !n->is_number_unsigned())
      return Error{fmt::format("{}: /names/{}: expected {{\"word\": a word, \"n\": a number from 0}}, found {}",
                               where, json_ptr_escape(label), v.dump(-1, ' ', true, Json::error_handler_t::replace))};
    g.vocab.grouped[label] = {word->get<std::string>(), n->get<int>()};
  }
  return Status::Ok();
}

}  // namespace

namespace {

// The grouped labels of a type written by one of `groups`, in label order.
std::vector<std::pair<std::string, int>> group_members(const Vocabulary& v, const std::string& type,
                                                       const std::vector<std::string>& groups) {
  std::vector<std::pair<std::string, int>> out;
  auto labels = v.labels_of.find(type);
  if (v.grouped.empty() || groups.empty() || labels == v.labels_of.end()) return out;
  for (const auto& label : labels->second) {
    auto it = v.grouped.find(label);
    if (it != v.grouped.end() && std::find(groups.begin(), groups.end(), it->second.first) != groups.end())
      out.emplace_back(label, it->second.second);
  }
  return out;
}

}  // namespace

std::string Vocabulary::in_group(const std::string& type, const std::vector<std::string>& groups,
                                 int64_t number) const {
  std::string found;
  for (const auto& [label, n] : group_members(*this, type, groups)) {
    // "lavabo 1" names the group's only lavabo too, as "cabinet 1" names the only cabinet.
    if (!(number < 0 ? n == 0 : (n == number || (number == 1 && n == 0)))) continue;
    if (!found.empty()) return "";  // a phrase of two groups naming one in each: it names neither
    found = label;
  }
  return found;
}

bool Vocabulary::writes_group(const std::string& type, const std::vector<std::string>& groups) const {
  return !group_members(*this, type, groups).empty();
}

void Vocabulary::add(const std::string& label, const std::string& type) {
  if (type_of.emplace(label, type).second) labels_of[type].push_back(label);
}

Result<GoldItem> gold_from_json(const Json& j, const std::string& where) {
  if (!j.is_object()) return Error{fmt::format("{}: expected a JSON object, found {}", where, json_kind(j))};
  GoldItem g;
  std::string format;
  for (auto [key, out] : {std::pair{"id", &g.id}, {"base_id", &g.base_id}, {"family", &g.family},
                          {"language", &g.language}, {"mode", &g.mode}, {"regime", &g.regime},
                          {"frame", &g.frame}, {"order", &g.order}, {"format", &format},
                          {"evaluator", &g.evaluator}}) {
    MM_CHECK(need_string(j, key, *out, where));
  }
  // Releases before 0.2 have no scene on gold lines.
  if (auto sc = j.find("scene"); sc != j.end() && sc->is_string()) g.scene = sc->get<std::string>();
  auto f = parse_format(format);
  if (!f) return Error{fmt::format("{}: /format: unknown output format '{}'", where, format)};
  g.format = *f;
  auto level = j.find("level");
  if (level == j.end() || !level->is_number_integer())
    return Error{fmt::format("{}: /level: expected an integer", where)};
  g.level = level->get<int>();
  auto answer = j.find("answer");
  if (answer == j.end()) return Error{fmt::format("{}: /answer: missing", where)};
  g.answer = *answer;
  if (auto c = j.find("choices"); c != j.end() && c->is_array())
    for (const auto& x : *c)
      if (x.is_string()) g.choices.push_back(x.get<std::string>());
  if (auto s = j.find("scoring"); s != j.end()) {
    if (!s->is_object()) return Error{fmt::format("{}: /scoring: expected an object", where)};
    g.scoring = *s;
  }
  MM_CHECK(read_vocabulary(g.scoring, g, where));
  MM_CHECK(read_names(j, g, where));
  g.scoring.erase(sk::labels);
  finish_gold(g);
  return g;
}

void finish_gold(GoldItem& g) {
  g.type_answers = g.scoring.value(sk::answer_kind, "") == "type";
  if (g.format == Format::Graph) g.graph = std::make_shared<const GraphSets>(graph_sets(g.answer));
  if (auto ref = g.scoring.find(sk::change_reference); g.format == Format::Graph && ref != g.scoring.end() &&
                                                      ref->is_string() && ref->get_ref<const std::string&>().starts_with("/")) {
    auto pointer = Json::json_pointer(ref->get<std::string>());
    if (g.scoring.contains(pointer) && g.scoring.at(pointer).is_object())
      g.reference = std::make_shared<const GraphSets>(graph_sets(g.scoring.at(pointer)));
  }
}

Result<std::vector<GoldItem>> read_gold(const std::string& path) {
  MM_TRY(text, read_input_file(path));
  std::vector<GoldItem> out;
  std::vector<std::string_view> lines = split_lines(*text);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (trim(lines[i]).empty()) continue;
    std::string where = fmt::format("{}:{}", path, i + 1);
    MM_TRY(g, gold_from_line(lines[i], where));
    g->line = i + 1;
    out.push_back(std::move(*g));
  }
  return out;
}

}  // namespace mm::score
