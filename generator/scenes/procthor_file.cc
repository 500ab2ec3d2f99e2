// The file layer of the ProcTHOR importer: one house per .json file, or one
// per line of .jsonl / .jsonl.gz, streamed so a ProcTHOR-10K split never
// sits in memory whole.
#include <cctype>
#include <filesystem>

#include <fmt/format.h>

#include "base/file_io.h"
#include "generator/scenes/procthor_stream.h"

namespace mm {
namespace {

enum class Layout { Jsonl, Single, Unknown };

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string_view without_gz(std::string_view name) {
  return ends_with(name, ".gz") ? name.substr(0, name.size() - 3) : name;
}

Layout layout_from_name(std::string_view name) {
  name = without_gz(name);
  if (ends_with(name, ".jsonl")) return Layout::Jsonl;
  if (ends_with(name, ".json")) return Layout::Single;
  return Layout::Unknown;
}

std::string_view skip_bom(std::string_view s) {
  return s.substr(0, 3) == "\xEF\xBB\xBF" ? s.substr(3) : s;
}

std::string_view trim_left(std::string_view s) {
  size_t i = s.find_first_not_of(" \t\r\f\v");
  return i == std::string_view::npos ? std::string_view() : s.substr(i);
}

Error lfs_error(const std::string& display) {
  return Error{fmt::format(
      "{}: this is a Git-LFS pointer file, not the data itself. Fetch the real file with "
      "`git lfs install && git lfs pull` in the repository it came from (or download it from "
      "the dataset hub) and try again",
      display)};
}

Error not_houses(const std::string& display, std::string_view first) {
  std::string shown(first.substr(0, 40));
  for (char& c : shown)
    if (!std::isprint(static_cast<unsigned char>(c))) c = '?';
  return Error{fmt::format("{}:1: not a ProcTHOR house file: expected one JSON house object per "
                           "line (JSONL) or a single house, found \"{}{}\"",
                           display, shown, first.size() > 40 ? "..." : "")};
}

// parse_json numbers lines within the text it is given: one JSONL line is
// always its line 1. Parse with an empty source and put the file's name and
// line number in front: ":1:17: invalid JSON" -> "f.jsonl:12:17: invalid JSON".
Error relocate(const Error& e, const std::string& display, size_t line) {
  std::string_view m = e.message;
  if (m.substr(0, 3) == ":1:") return Error{fmt::format("{}:{}:{}", display, line, m.substr(3))};
  if (m.substr(0, 2) == ": ") m.remove_prefix(2);
  return Error{fmt::format("{}:{}: {}", display, line, m)};
}

void emit_error(const ImportSink& sink, const Error& e) {
  if (sink.on_error) sink.on_error(e);
}

// One non-blank line: a house, or an error for on_error.
void import_line(std::string_view line, size_t line_no, const ProcthorInputName& name,
                 const ImportSink& sink) {
  auto j = parse_json(line, "");
  if (!j) return emit_error(sink, relocate(j.error(), name.display, line_no));
  auto s = import_procthor_house_as(*j, fmt::format("{}:{}", name.display, line_no),
                                    fmt::format("{}:{}", name.origin, line_no),
                                    fmt::format("procthor-{}-{:05d}", name.stem, line_no));
  if (!s) return emit_error(sink, s.error());
  if (sink.on_scene) sink.on_scene(std::move(*s));
}

// Decides by content when the name does not: a first line that is a whole
// JSON object means JSONL.
Result<Layout> sniff_layout(const std::string& path) {
  MM_TRY(in, LineReader::open_file(path));
  std::string line;
  while ((*in)->next(line) == LineReader::Next::Line) {
    std::string_view t = trim_left(skip_bom(line));
    if (t.empty()) continue;
    auto j = parse_json(t, path);
    return (j && j->is_object()) ? Layout::Jsonl : Layout::Single;
  }
  return Layout::Single;
}

Status import_single(const std::string& path, const ProcthorInputName& name,
                     const ImportSink& sink) {
  auto text = read_input_file(path);  // whole: one house is small, and JSON needs it all
  if (!text) return text.error();
  auto j = parse_json(*text, name.display);
  if (!j) {
    // A JSONL file named .json fails at its second house; say so.
    std::string_view first = std::string_view(*text).substr(0, text->find('\n'));
    auto one = parse_json(first, name.display);
    if (one && one->is_object() && first.size() < text->size())
      return Error{j.error().message + "; the file looks like JSONL (one house per line): "
                                       "name it .jsonl"};
    return j.error();
  }
  if (sink.on_progress) {
    std::error_code ec;  // progress counts file bytes, compressed or not
    size_t size = std::filesystem::file_size(path, ec);
    if (!ec) sink.on_progress(size, size);
  }
  auto s = import_procthor_house_as(*j, name.display, name.origin, "procthor-" + name.stem);
  if (!s) emit_error(sink, s.error());
  else if (sink.on_scene) sink.on_scene(std::move(*s));
  return Status::Ok();
}

}  // namespace

ProcthorInputName procthor_input_name(const std::string& path) {
  ProcthorInputName n;
  n.display = path;
  n.origin = std::filesystem::path(path).filename().string();
  std::string_view stem = without_gz(n.origin);
  for (std::string_view ext : {".jsonl", ".json"})
    if (ends_with(stem, ext)) {
      stem.remove_suffix(ext.size());
      break;
    }
  for (char c : stem)
    n.stem += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-')
                  ? c
                  : '_';
  return n;
}

Status import_procthor_lines(LineReader& in, const ProcthorInputName& name,
                             const ImportSink& sink) {
  std::string line;
  bool seen_content = false;
  size_t reported = size_t(-1);
  while (true) {
    LineReader::Next next = in.next(line);
    if (sink.on_progress && in.raw_bytes_read() != reported) {
      reported = in.raw_bytes_read();
      sink.on_progress(reported, in.raw_size());
    }
    if (next == LineReader::Next::End) break;
    size_t no = in.line_number();
    if (next == LineReader::Next::TooLong) {
      seen_content = true;
      emit_error(sink, Error{fmt::format("{}:{}: line longer than {} bytes skipped; a house is "
                                         "far smaller, so the file is damaged here",
                                         name.display, no, in.max_line())});
      continue;
    }
    std::string_view text = trim_left(no == 1 ? skip_bom(line) : std::string_view(line));
    if (text.empty()) continue;
    if (!seen_content) {
      // The first line decides whether this is a house file at all; a file
      // of something else would otherwise give one error per line.
      seen_content = true;
      if (is_lfs_pointer(text)) return lfs_error(name.display);
      if (text[0] != '{') return not_houses(name.display, text);
      if (text.find_first_not_of(" \t\r{") == std::string_view::npos)
        return Error{fmt::format("{}:{}: this looks like one pretty-printed JSON house, not "
                                 "JSONL (one house per line); name the file .json, or write "
                                 "each house on a single line",
                                 name.display, no)};
    }
    import_line(text, no, name, sink);
  }
  if (!in.status().ok()) {
    if (sink.on_damage) sink.on_damage(in.status().error());
    else emit_error(sink, in.status().error());
  } else if (!seen_content)
    return Error{fmt::format("{}: no houses: the file is empty (expected one JSON house per "
                             "line)",
                             name.display)};
  return Status::Ok();
}

Status import_procthor_file(const std::string& path, const ImportSink& sink) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    return Error{fmt::format("{}: is a folder; expected a ProcTHOR .json, .jsonl or .jsonl.gz file", path)};
  MM_TRY(in, LineReader::open_file(path));
  ProcthorInputName name = procthor_input_name(path);
  if (is_lfs_pointer((*in)->head())) return lfs_error(path);
  Layout layout = layout_from_name(name.origin);
  if (layout == Layout::Unknown) {
    MM_TRY(sniffed, sniff_layout(path));
    layout = *sniffed;
  }
  if (layout == Layout::Single) {
    in->reset();  // close before reading the file whole
    return import_single(path, name, sink);
  }
  return import_procthor_lines(**in, name, sink);
}

}  // namespace mm
