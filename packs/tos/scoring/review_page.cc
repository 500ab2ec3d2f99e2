#include "packs/tos/scoring/review_page.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include <fmt/format.h>

#include "base/file_io.h"
#include "base/html.h"
#include "packs/common/reading/release_files.h"
#include "packs/tos/tasks.h"
#include "packs/tos/world_json.h"
#include "packs/tos/world_svg.h"

namespace mm::tos {
namespace {

constexpr const char* kStyle = R"(body{font-family:sans-serif;margin:1.5em;max-width:110em;color:#222}
h2{border-top:2px solid #888;padding-top:.6em}
.world{display:flex;gap:1.5em;align-items:flex-start;flex-wrap:wrap}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(22em,1fr));gap:.8em;margin:.4em 0 1.2em}
.cell{border:1px solid #ccc;border-radius:4px;padding:.5em;background:#fafafa}
.cell .lang{font-weight:bold;color:#555;font-size:.85em}
.text{white-space:pre-wrap;font-size:.92em;line-height:1.45}
.cell[dir=rtl] .text{text-align:right}
.gold{font-family:monospace;background:#eef6ee;padding:.2em .4em;border-radius:3px}
details summary{cursor:pointer;color:#335}
)";

// One condition's items, by question id.
struct ConditionItems {
  std::map<std::string, std::string> prompt;  // question id -> prompt
};

Result<ConditionItems> read_items(const std::string& release, const std::string& lang, const std::string& regime) {
  ConditionItems c;
  std::string path = release + "/items/" + lang + ".jsonl";
  if (!std::filesystem::exists(path))
    return Error{fmt::format("{}: no such file (the release has no condition '{}')", path, lang)};
  Status st = pack::each_json_line(path, [&](const Json& j, const std::string& where) -> Status {
    if (!j.contains("question") || !j.contains("prompt") || !j.contains("regime"))
      return Error{where + ": expected an item with \"question\", \"regime\" and \"prompt\""};
    if (j["regime"] == regime) c.prompt[j["question"].get<std::string>()] = j["prompt"].get<std::string>();
    return {};
  });
  if (!st) return st.error();
  return c;
}

// The part a world's prompts share (the rules and the exploration log),
// cut at the last paragraph break they have in common.
std::string shared_head(const std::vector<const std::string*>& prompts) {
  if (prompts.empty()) return {};
  size_t n = prompts[0]->size();
  for (const std::string* p : prompts) {
    size_t k = 0;
    while (k < n && k < p->size() && (*p)[k] == (*prompts[0])[k]) ++k;
    n = k;
  }
  size_t cut = prompts[0]->rfind("\n\n", n);
  return cut == std::string::npos ? std::string() : prompts[0]->substr(0, cut);
}

bool right_to_left(const std::string& lang) { return lang == "ar"; }

// One of the nine tasks (their prompts share the world's whole log).
bool is_task(const std::string& task) {
  const std::vector<std::string>& nine = task_names();
  return std::find(nine.begin(), nine.end(), task) != nine.end();
}

std::string cell(const std::string& lang, const std::string& text) {
  return fmt::format("<div class=\"cell\" lang=\"{0}\"{1}><div class=\"lang\">{0}</div><div class=\"text\">{2}</div></div>",
                     html_escape(lang), right_to_left(lang) ? " dir=\"rtl\"" : "", html_escape(text));
}

}  // namespace

Result<std::string> review_page(const std::string& release, const ReviewOptions& opt) {
  std::vector<std::string> langs{"en"};
  for (const std::string& l : opt.languages)
    if (std::find(langs.begin(), langs.end(), l) == langs.end()) langs.push_back(l);
  std::map<std::string, ConditionItems> items;
  for (const std::string& l : langs) {
    auto c = read_items(release, l, opt.regime);
    if (!c) return c.error();
    items[l] = std::move(*c);
  }
  // The gold lines, grouped by world in the release's order.
  std::vector<std::string> worlds;
  std::map<std::string, std::vector<Json>> golds;
  Status st = pack::each_json_line(release + "/gold.jsonl", [&](const Json& j, const std::string& where) -> Status {
    if (!j.contains("id") || !j.contains("world") || !j.contains("task") || !j["world"].is_string())
      return Error{where + ": expected a gold line with \"id\", \"world\" and \"task\""};
    std::string w = j["world"].get<std::string>();
    if (!golds.count(w)) worlds.push_back(w);
    golds[w].push_back(j);
    return {};
  });
  if (!st) return st.error();
  if (static_cast<int>(worlds.size()) > opt.worlds) worlds.resize(static_cast<size_t>(std::max(0, opt.worlds)));

  std::string body;
  for (const std::string& id : worlds) {
    std::string path = release + "/worlds/" + id + ".json";
    auto text = read_file(path);
    if (!text) return text.error();
    auto parsed = parse_json(*text, path);
    if (!parsed) return parsed.error();
    auto w = world_from_json(*parsed, path);
    if (!w) return w.error();
    body += fmt::format("<h2 id=\"{0}\">{0}</h2>\n<div class=\"world\">{1}<div>", html_escape(id), world_svg(*w));
    body += "<p>North is up; the red arrow is the agent's start, (0, 0) facing north; white arrows are the objects' "
            "facings; grey cells are walls and the brown ones doors.</p></div></div>\n";
    // The exploration the nine tasks share, once per condition; a probe,
    // asked after a log of its own (cut, or followed by a second one), is
    // shown whole.
    std::map<std::string, std::string> heads;
    body += "<details><summary>Exploration (shared by this world's task questions)</summary><div class=\"row\">";
    for (const std::string& l : langs) {
      std::vector<const std::string*> prompts;
      for (const Json& g : golds[id]) {
        if (!is_task(g["task"].get<std::string>())) continue;
        if (auto it = items[l].prompt.find(g["id"].get<std::string>()); it != items[l].prompt.end())
          prompts.push_back(&it->second);
      }
      heads[l] = shared_head(prompts);
      body += cell(l, heads[l]);
    }
    body += "</div></details>\n";
    for (const Json& g : golds[id]) {
      const std::string qid = g["id"].get<std::string>();
      body += fmt::format("<h3>{} · {}</h3><p>Gold: <span class=\"gold\">{}</span></p><div class=\"row\">",
                          html_escape(g["task"].get<std::string>()), html_escape(qid),
                          html_escape(g.contains("gold") ? g["gold"].dump() : "–"));
      for (const std::string& l : langs) {
        const std::string& head = heads[l];
        auto it = items[l].prompt.find(qid);
        std::string tail = it == items[l].prompt.end() ? std::string("(no item in this regime)")
                           : !head.empty() && it->second.starts_with(head) ? it->second.substr(head.size())
                                                                          : it->second;
        body += cell(l, tail.starts_with("\n\n") ? tail.substr(2) : tail);
      }
      body += "</div>\n";
    }
  }
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Theory of Space review: {0}</title>"
      "<style>{1}</style></head><body>\n<h1>Theory of Space review</h1>\n<p>Release <code>{0}</code>, regime {2}, "
      "conditions {3}; the first {4} world(s).</p>\n{5}</body></html>\n",
      html_escape(release), kStyle, html_escape(opt.regime), html_escape(fmt::format("{}", fmt::join(langs, ", "))),
      worlds.size(), body);
}

}  // namespace mm::tos
