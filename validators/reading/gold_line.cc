// Fast path of gold_from_line: RapidJSON reads the line and the item is
// built from it directly, the label vocabulary straight into the Vocabulary
// (most of a gold line's bytes) without a Json tree. Anything unusual (a
// parse error, a field of the wrong kind, \u escapes) goes to the Json path
// (gold_from_json), whose messages name the field; both give the same item
// (tested).
#include <rapidjson/document.h>

#include <cmath>

#include "validators/reading/gold.h"

namespace mm::score {
namespace {

using RValue = rapidjson::Value;

std::string_view view(const RValue& v) { return {v.GetString(), v.GetStringLength()}; }

// The value as Json would read it (non-negative integers unsigned, as Json
// does); nullopt for what the Json path must judge (non-finite numbers).
std::optional<Json> to_json(const RValue& v) {
  switch (v.GetType()) {
    case rapidjson::kNullType: return Json();
    case rapidjson::kFalseType: return Json(false);
    case rapidjson::kTrueType: return Json(true);
    case rapidjson::kStringType: return Json(std::string(view(v)));
    case rapidjson::kNumberType:
      if (v.IsUint64()) return Json(v.GetUint64());
      if (v.IsInt64()) return Json(v.GetInt64());
      if (!std::isfinite(v.GetDouble())) return std::nullopt;
      return Json(v.GetDouble());
    case rapidjson::kArrayType: {
      Json out = Json::array();
      for (const RValue& x : v.GetArray()) {
        auto j = to_json(x);
        if (!j) return std::nullopt;
        out.push_back(std::move(*j));
      }
      return out;
    }
    case rapidjson::kObjectType: {
      Json out = Json::object();
      for (auto it = v.MemberBegin(); it != v.MemberEnd(); ++it) {
        auto j = to_json(it->value);
        if (!j) return std::nullopt;
        out[std::string(view(it->name))] = std::move(*j);
      }
      return out;
    }
  }
  return std::nullopt;
}

// The item, or nullopt when the Json path must read the line.
std::optional<GoldItem> read_fast(std::string_view line) {
  if (line.find("\\u") != std::string_view::npos) return std::nullopt;
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseValidateEncodingFlag | rapidjson::kParseFullPrecisionFlag>(line.data(), line.size());
  if (doc.HasParseError() || !doc.IsObject()) return std::nullopt;
  GoldItem g;
  std::string format;
  bool level = false, answer = false;
  int required = 0;  // of the ten string fields every gold line has
  for (auto it = doc.MemberBegin(); it != doc.MemberEnd(); ++it) {
    std::string_view key = view(it->name);
    const RValue& v = it->value;
    std::string* field = key == "id"          ? &g.id
                         : key == "base_id"   ? &g.base_id
                         : key == "scene"     ? &g.scene
                         : key == "family"    ? &g.family
                         : key == "language"  ? &g.language
                         : key == "mode"      ? &g.mode
                         : key == "regime"    ? &g.regime
                         : key == "frame"     ? &g.frame
                         : key == "order"     ? &g.order
                         : key == "format"    ? &format
                         : key == "evaluator" ? &g.evaluator
                                              : nullptr;
    if (field) {
      if (!v.IsString()) return std::nullopt;
      *field = std::string(view(v));
      required += field != &g.scene;
    } else if (key == "level") {
      if (!v.IsInt()) return std::nullopt;
      g.level = v.GetInt(), level = true;
    } else if (key == "answer") {
      auto j = to_json(v);
      if (!j) return std::nullopt;
      g.answer = std::move(*j), answer = true;
    } else if (key == "names") {
      if (!v.IsObject()) return std::nullopt;
      for (auto n = v.MemberBegin(); n != v.MemberEnd(); ++n) {
        const RValue& e = n->value;
        if (!e.IsObject() || !e.HasMember("word") || !e["word"].IsString() || !e.HasMember("n") || !e["n"].IsUint())
          return std::nullopt;  // the full reader says what is wrong
        g.vocab.grouped[std::string(view(n->name))] = {std::string(view(e["word"])), int(e["n"].GetUint())};
      }
    } else if (key == "choices") {
      if (!v.IsArray()) continue;
      for (const RValue& c : v.GetArray())
        if (c.IsString()) g.choices.emplace_back(view(c));
    } else if (key == "scoring") {
      if (!v.IsObject()) return std::nullopt;
      for (auto s = v.MemberBegin(); s != v.MemberEnd(); ++s) {
        if (view(s->name) != sk::labels) {
          auto j = to_json(s->value);
          if (!j) return std::nullopt;
          g.scoring[std::string(view(s->name))] = std::move(*j);
          continue;
        }
        if (!s->value.IsObject()) return std::nullopt;
        for (auto l = s->value.MemberBegin(); l != s->value.MemberEnd(); ++l) {
          if (!l->value.IsString()) return std::nullopt;
          g.vocab.add(std::string(view(l->name)), std::string(view(l->value)));
        }
      }
    }
  }
  auto f = parse_format(format);
  if (!f || !level || !answer || required != 10) return std::nullopt;
  g.format = *f;
  finish_gold(g);
  return g;
}

}  // namespace

Result<GoldItem> gold_from_line(std::string_view line, const std::string& where) {
  if (auto g = read_fast(line)) return std::move(*g);
  MM_TRY(j, parse_json(line, where));
  return gold_from_json(*j, where);
}

}  // namespace mm::score
