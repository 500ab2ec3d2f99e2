#include "validators/scoring/explain.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "validators/reading/answer_text.h"
#include "validators/reading/parse_internal.h"
#include "validators/scoring/scorer.h"

namespace mm::score {
namespace {

constexpr size_t kShown = 240;  // bytes of text quoted per step

// `text` cut at a character boundary when long.
std::string shortened(std::string_view text, bool quote) {
  size_t cut = text.size();
  if (cut > kShown)
    for (cut = kShown; cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80;) --cut;
  std::string shown(text.substr(0, cut));
  if (quote) shown = Json(shown).dump();
  return cut == text.size() ? shown : fmt::format("{} ... ({} bytes in all)", shown, text.size());
}

std::string quote_text(std::string_view text) { return shortened(text, true); }
std::string json_text(const Json& j) { return shortened(j.dump(), false); }

std::string flags_of(const Parsed& p) {
  std::vector<std::string> f;
  if (p.from_marker) f.emplace_back("after an answer marker");
  if (p.off_language) f.emplace_back("read through another language's words");
  if (p.ambiguous) f.emplace_back("ambiguous (several values; the documented rule chose one)");
  if (p.json_valid) f.emplace_back(p.strict_json ? "JSON, the whole output" : "JSON, inside other text");
  return f.empty() ? "none" : fmt::format("{}", fmt::join(f, "; "));
}

std::string item_step(const GoldItem& g) {
  std::string out = fmt::format("item {}: family {} (L{}), condition {}, {} regime, mode {}", g.id, g.family, g.level,
                                g.language, g.regime, g.mode);
  if (g.frame != "none") out += fmt::format(", frame {}", g.frame);
  out += fmt::format("\n  answer format {}, evaluator {}", format_name(g.format), g.evaluator);
  Json gold = g.graph ? graph_answer_json(*g.graph) : g.answer;
  out += fmt::format("\n  gold: {}", json_text(gold));
  if (!g.choices.empty()) out += fmt::format("\n  choices offered: {}", fmt::join(g.choices, ", "));
  return out;
}

std::string text_steps(const std::string& output, const GoldItem& g, const PhraseIndex& index) {
  Text t(g, index);
  prepare_text(output, t);
  std::string out = fmt::format("1. normalised and cleaned ({} bytes of {}): {}", t.cleaned.size(), output.size(),
                                quote_text(t.cleaned));
  if (is_json_format(g.format))
    out += "\n   (JSON answers are first looked for in the raw output; the text steps below are the fallback)";
  out += t.segments.from_marker ? "\n2. an answer marker was found; the answer is read from what follows it"
                                : "\n2. no answer marker; the answer is read from the segments below, best first";
  for (size_t i = 0; i < t.segments.list.size() && i < 4; ++i) {
    out += fmt::format("\n   segment {}: {}", i + 1, quote_text(t.segments.list[i]));
    if (list_format(g.format)) {
      std::vector<std::string> items;
      for (auto it : split_items(t.segments.list[i], index)) items.emplace_back(it);
      out += fmt::format("\n     list items: {}", Json(items).dump());
    }
  }
  if (t.segments.list.size() > 4) out += fmt::format("\n   ... and {} more segments", t.segments.list.size() - 4);
  return out;
}

}  // namespace

Result<std::string> explain_answer(const Release& release, const std::string& id, const std::string& output) {
  if (!release.find(id)) return Error{fmt::format("{}: no item {} in this release", release.dir, id)};
  std::optional<GoldItem> item;
  MM_CHECK(for_each_item(
      release, 1,
      [&](size_t, const GoldItem& g) -> Status {
        if (g.id == id) item = g;
        return Status::Ok();
      },
      [](size_t) {}));
  if (!item) return Error{fmt::format("{}: item {} is listed but its gold line was not read", release.dir, id)};
  MM_TRY(index, PhraseIndex::get(item->language));
  ItemResult r = score_item(*item, "explain", &output, **index);
  std::string out = item_step(*item) + "\n\n" + text_steps(output, *item, **index) + "\n";
  out += fmt::format("3. read as {}: status {}", format_name(item->format), status_name(r.parsed.status));
  if (r.parsed.status == ParseStatus::Ok) out += fmt::format(", answer {}", json_text(parsed_answer(r.parsed)));
  out += fmt::format("\n   how: {}", flags_of(r.parsed));
  if (!r.parsed.unrecognised.empty())
    out += fmt::format("\n   names not recognised: {}", Json(r.parsed.unrecognised).dump());
  if (!r.parsed.note.empty()) out += fmt::format("\n   note: {}", r.parsed.note);
  out += fmt::format("\n4. scored by {}: {}, score {}", item->evaluator, r.score.correct ? "correct" : "not correct",
                     r.score.score);
  if (!r.score.components.empty()) out += fmt::format("\n   components: {}", r.score.components.dump());
  out += "\n   (the results line `score` writes for this answer:)\n   " + result_line(r) + "\n";
  return out;
}

}  // namespace mm::score
