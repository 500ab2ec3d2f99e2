#include "generator/translate/review_page.h"

#include <cctype>
#include <map>
#include <memory>
#include <set>
#include <utility>

#include <fmt/format.h>

#include "base/html.h"
#include "format/text_norm.h"
#include "generator/translate/lint.h"
#include "generator/render/floorplan.h"
#include "generator/render/renderer.h"
#include "generator/scenes/builtin_house.h"
#include "generator/translate/samples.h"

namespace mm {

namespace {

constexpr const char* kStyle = R"(
body{font-family:system-ui,"Noto Sans","Noto Sans CJK SC","Noto Sans Thai","Noto Naskh Arabic",sans-serif;margin:0;background:#f6f6f3;color:#1d1d1b}
svg.plan{width:100%;max-width:36em;aspect-ratio:1/1;border:1px solid #ddd;background:#fff;display:block}
header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ccc;padding:.6em 1.2em;z-index:1}
h1{font-size:1.25em;margin:0 0 .3em}
.filters label{margin-right:1.2em}
main{padding:0 1.2em 2em}
article{background:#fff;border:1px solid #ddd;border-radius:6px;margin:1em 0;padding:.6em .9em}
article h3{font-size:1em;margin:.2em 0}
.meta{color:#555;font-size:.85em}
.gold{font-size:.85em;margin:.3em 0 .6em}
.gold code{background:#eef3ea;padding:0 .3em;word-break:break-all}
.gold pre{background:#eef3ea;max-height:18em;overflow:auto;margin:.2em 0;font-size:.95em}
bdi{unicode-bidi:isolate}
.grid{display:grid;gap:.8em}
.cell{border-top:3px solid #8aa;padding-top:.3em;min-width:0}
.cell h4{margin:0 0 .3em;font-size:.85em;color:#355}
.text{white-space:pre-wrap;font-size:.9em;line-height:1.45;unicode-bidi:plaintext}
.cell[dir=rtl] .text{text-align:right}
.error{color:#a00}
ul.lint{font-size:.8em;margin:.4em 0 0;padding-left:1.2em}
ul.lint li.warning{color:#8a5a00}
ul.lint li.error{color:#a00}
#lint{padding:0 1.2em}
#lint details{margin:.3em 0}
.hidden{display:none}
)";

// Filters by level and family; records script errors on the page so a
// headless browser check can read them from the DOM.
constexpr const char* kScript = R"(
(function(){
  var errors=[];
  window.addEventListener('error',function(e){errors.push(String(e.message));document.body.dataset.errors=errors.join(' | ');});
  var level=document.getElementById('level'),family=document.getElementById('family');
  function apply(){
    var l=level.value,f=family.value,shown=0;
    document.querySelectorAll('article.item').forEach(function(a){
      var ok=(!l||a.dataset.level===l)&&(!f||a.dataset.family===f);
      a.classList.toggle('hidden',!ok);if(ok)shown++;
    });
    document.getElementById('shown').textContent=shown;
  }
  level.addEventListener('change',apply);family.addEventListener('change',apply);
  apply();
  var rtl=0;
  document.querySelectorAll('.cell[dir=rtl] .text').forEach(function(t){if(getComputedStyle(t).direction==='rtl')rtl++;});
  document.body.dataset.rtlCells=String(rtl);
  document.body.dataset.ready='1';
})();
)";

std::string level_name(int level) { return level < 0 ? "diagnostic" : fmt::format("L{}", level); }

struct Column {
  std::string lang;
  std::string name;
  bool rtl = false;
  std::shared_ptr<const Renderer> renderer;  // null when the language failed to load
  std::string load_error;
  LintReport lint;
};

// Lint findings about a template key: their message starts with "<key>:"
// or "<key>." (a sub-key such as a format's .choices variant).
std::vector<const LintFinding*> findings_for(const LintReport& r, const std::string& key) {
  std::vector<const LintFinding*> out;
  for (const auto& f : r.findings) {
    const auto& m = f.message;
    if (m.size() > key.size() && m.compare(0, key.size(), key) == 0 && (m[key.size()] == ':' || m[key.size()] == '.'))
      out.push_back(&f);
  }
  return out;
}

std::string lint_list(const std::vector<const LintFinding*>& fs) {
  if (fs.empty()) return "";
  std::string out = "<ul class=\"lint\">";
  for (const auto* f : fs)
    out += fmt::format("<li class=\"{}\">{}: {}</li>", f->error ? "error" : "warning", html_escape(f->where),
                       html_escape(f->message));
  return out + "</ul>";
}

// A prompt as HTML. In a right-to-left cell each JSON string of an example
// ("nodes": ["مطبخ", "سطح عمل"]) is its own isolate: without one, the
// neutral ", " between two Arabic strings joins them into one run and the
// page shows them in reversed order.
std::string prompt_html(std::string_view text, bool rtl) {
  if (!rtl) return html_escape(text);
  std::string out;
  bool first = true;
  for (std::string_view line : score::split_lines(text)) {
    if (!std::exchange(first, false)) out += '\n';
    std::string_view t = score::trim(line);
    bool json = !t.empty() && (t.front() == '{' || t.front() == '[' || t.find("\": ") != std::string_view::npos);
    if (!json) {
      out += html_escape(line);
      continue;
    }
    size_t at = 0;
    while (at < line.size()) {
      size_t open = line.find('"', at);
      size_t close = open == std::string_view::npos ? open : line.find('"', open + 1);
      if (close == std::string_view::npos) {
        out += html_escape(line.substr(at));
        break;
      }
      out += html_escape(line.substr(at, open - at)) + "<bdi>" + html_escape(line.substr(open, close + 1 - open)) +
             "</bdi>";
      at = close + 1;
    }
  }
  return out;
}

// The gold answer: inline when short; a graph or a long list folded, one
// field per line, so the page does not carry a wall of JSON.
std::string gold_html(const OJson& gold) {
  std::string flat = gold.dump();
  if (flat.size() <= 160) return "<code>" + html_escape(flat) + "</code>";
  std::string summary = gold.is_object() && gold.contains("nodes") && gold.contains("edges")
                            ? fmt::format("graph: {} nodes, {} edges", gold["nodes"].size(), gold["edges"].size())
                            : fmt::format("{} entries", gold.size());
  return "<details><summary>" + html_escape(summary) + "</summary><pre>" + html_escape(gold.dump(1)) +
         "</pre></details>";
}

std::string plan_id(const std::string& scene, const std::string& lang) {
  std::string id = "plan-" + scene + "-" + lang;
  for (char& ch : id)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-') ch = '-';
  return id;
}

// The floorplan of a house in a column's language, drawn once per page as an
// SVG symbol; each item shows it with <use> (the cell's "floorplan").
std::string plan_symbol(const Scene& scene, const Column& c) {
  if (!c.renderer) return "";
  auto svg = floorplan_svg(scene, c.renderer->lexicon());
  if (!svg) return "";
  size_t open_end = svg->find('>');
  size_t vb = svg->find("viewBox=\"");
  std::string view = svg->substr(vb + 9, svg->find('"', vb + 9) - vb - 9);
  std::string body = svg->substr(open_end + 1, svg->rfind("</svg>") - open_end - 1);
  return fmt::format("<symbol id=\"{}\" viewBox=\"{}\">{}</symbol>\n", plan_id(scene.id, c.lang), view, body);
}

std::string plan_view(const SampleItem& s, const Column& c) {
  return fmt::format("<details class=\"plan\"><summary>floorplan</summary><svg class=\"plan\" "
                     "viewBox=\"0 0 100 100\" preserveAspectRatio=\"xMidYMid meet\"><use href=\"#{}\"/></svg>"
                     "</details>",
                     plan_id(s.scene, c.lang));
}

std::string cell(const Column& c, const SampleItem& s) {
  std::string head = fmt::format("<section class=\"cell\" lang=\"{0}\" dir=\"{1}\"><h4>{2} ({0})</h4>",
                                 html_escape(c.lang), c.rtl ? "rtl" : "ltr", html_escape(c.name));
  if (!c.renderer) return head + "<div class=\"error\">" + html_escape(c.load_error) + "</div></section>";
  auto p = c.renderer->prompt(s.item, s.mode, s.regime);
  std::string body = p ? "<div class=\"text\">" + prompt_html(*p, c.rtl) + "</div>"
                       : "<div class=\"error\">cannot render: " + html_escape(p.error().message) + "</div>";
  return head + body + plan_view(s, c) + lint_list(findings_for(c.lint, s.item.question.key)) + "</section>";
}

std::string article(const std::vector<Column>& cols, const SampleItem& s) {
  std::string out = fmt::format(
      "<article class=\"item\" data-level=\"{0}\" data-family=\"{1}\"><h3>{1} · {0}</h3>"
      "<div class=\"meta\">house {2} · frame {3} · order {4} · mode {5} · regime {6} · key <code>{7}</code></div>"
      "<div class=\"gold\">gold: {8}</div><div class=\"grid\" style=\"grid-template-columns:repeat({9},minmax(0,1fr))\">",
      level_name(s.level), html_escape(s.family), html_escape(s.scene), frame_name(s.frame), order_name(s.order),
      mode_name(s.mode), regime_name(s.regime), html_escape(s.item.question.key), gold_html(s.item.gold),
      cols.size());
  for (const auto& c : cols) out += cell(c, s);
  return out + "</div></article>\n";
}

std::string filters(const std::vector<SampleItem>& items) {
  std::set<int> levels;
  std::vector<std::string> families;
  std::set<std::string> seen;
  for (const auto& s : items) {
    levels.insert(s.level);
    if (seen.insert(s.family).second) families.push_back(s.family);
  }
  std::string out = "<div class=\"filters\"><label>Level <select id=\"level\"><option value=\"\">all</option>";
  for (int l : levels) out += fmt::format("<option>{}</option>", level_name(l));
  out += "</select></label><label>Family <select id=\"family\"><option value=\"\">all</option>";
  for (const auto& f : families) out += fmt::format("<option>{}</option>", html_escape(f));
  return out + "</select></label><span class=\"meta\"><span id=\"shown\"></span> items shown</span></div>";
}

std::string lint_section(const std::vector<Column>& cols) {
  std::string out = "<section id=\"lint\"><h2>Lint</h2>";
  for (const auto& c : cols) {
    out += fmt::format("<details><summary>{} ({}): {} error(s), {} warning(s)</summary>", html_escape(c.name),
                       html_escape(c.lang), c.lint.errors(), c.lint.warnings());
    std::vector<const LintFinding*> all;
    for (const auto& f : c.lint.findings) all.push_back(&f);
    out += lint_list(all) + "</details>";
  }
  return out + "</section>";
}

Column load_column(const std::string& lang, bool lint) {
  Column c;
  c.lang = lang;
  c.name = lang;
  auto r = Renderer::load(lang);
  if (!r) {
    c.load_error = r.error().message;
  } else {
    c.renderer = *r;
    c.name = (*r)->lexicon().name.empty() ? lang : (*r)->lexicon().name;
    c.rtl = (*r)->lexicon().rtl;
  }
  if (lint) c.lint = lint_language(lang);
  return c;
}

}  // namespace

Result<std::string> review_page(const ReviewOptions& opt) {
  std::vector<std::string> langs = {"en"};
  for (const auto& l : opt.languages)
    if (l != "en") langs.push_back(l);
  std::vector<Column> cols;
  for (const auto& l : langs) cols.push_back(load_column(l, opt.lint));
  if (!cols.front().renderer) return Error{"review: English does not load: " + cols.front().load_error};

  RenderSampleOptions so;
  so.seed = opt.seed;
  so.houses = opt.houses;
  so.per_family = opt.per_family;
  auto items = sample_items(so);

  std::string title = fmt::format("mentalmap {} — translator review: {}", MENTALMAP_VERSION,
                                  fmt::join(opt.languages, ", "));
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                    "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>" +
                    html_escape(title) + "</title><style>" + kStyle + "</style></head>\n<body><header><h1>" +
                    html_escape(title) + "</h1>" +
                    fmt::format("<div class=\"meta\">seed {} · {} sample items · English is the reference column</div>",
                                opt.seed, items.size()) +
                    filters(items) + "</header>\n";
  if (opt.lint) out += lint_section(cols);
  // Each house's floorplan in each column's language, defined once.
  out += "<svg class=\"plans\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>\n";
  std::set<std::string> drawn;
  for (int h = 0; h < opt.houses; ++h) {
    Scene scene = generate_builtin_house(opt.seed, h);
    bool used = false;
    for (const auto& s : items) used = used || s.scene == scene.id;
    if (!used || !drawn.insert(scene.id).second) continue;
    for (const auto& c : cols) out += plan_symbol(scene, c);
  }
  out += "</defs></svg>\n<main>\n";
  for (const auto& s : items) out += article(cols, s);
  out += "</main><script>" + std::string(kScript) + "</script></body></html>\n";
  return out;
}

}  // namespace mm
