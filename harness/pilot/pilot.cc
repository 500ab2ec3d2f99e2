#include "harness/pilot/pilot.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>

#include <fmt/format.h>

#include "base/durable.h"
#include "base/file_io.h"
#include "base/json_util.h"
#include "base/rng.h"
#include "format/conditions.h"
#include "format/release_location.h"
#include "format/text_norm.h"

namespace mm::harness {
namespace {

// The conditions a release (or half) holds, in benchmark order.
std::vector<std::string> conditions_of(const std::string& items_dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (std::string_view c : kConditions)
    if (std::filesystem::exists(fmt::format("{}/{}.jsonl", items_dir, c), ec)) out.emplace_back(c);
  return out;
}

Result<std::string> items_dir(const std::string& release) {
  if (manifest_format(release) == kPublicFormat) return release + "/items";
  MM_TRY(loc, locate_release(release));
  return (loc->split() ? loc->public_dir : loc->dir) + "/items";
}

}  // namespace

std::string pilot_model(const std::string& participant) { return "human:" + participant; }

Result<std::vector<PilotItem>> pilot_sample(const PilotOptions& opt) {
  if (opt.participant.empty()) return Error{"--participant: give the participant's ID (e.g. P01)"};
  if (opt.sample == 0) return Error{"--sample: give 1 or more items"};
  MM_TRY(dir, items_dir(opt.release));
  std::vector<std::string> have = conditions_of(*dir);
  if (have.empty()) return Error{fmt::format("{}: no items/<condition>.jsonl: not a mentalmap release", opt.release)};
  std::vector<std::string> chosen = opt.conditions.empty() ? std::vector<std::string>{have.front()} : opt.conditions;
  std::map<int, std::vector<PilotItem>> by_level;
  for (const auto& c : chosen) {
    if (std::find(have.begin(), have.end(), c) == have.end())
      return Error{fmt::format("--languages: '{}' is not a condition of {} (it has: {})", c, opt.release,
                               fmt::join(have, ","))};
    std::string path = fmt::format("{}/{}.jsonl", *dir, c);
    MM_TRY(text, read_input_file(path));
    std::vector<std::string_view> lines = score::split_lines(*text);
    for (size_t i = 0; i < lines.size(); ++i) {
      if (score::trim(lines[i]).empty()) continue;
      MM_TRY(j, parse_json(lines[i], fmt::format("{}:{}", path, i + 1)));
      PilotItem it{j->value("id", ""), j->value("language", ""), j->value("family", ""), j->value("regime", ""),
                   j->value("prompt", ""), j->value("level", -1)};
      if (it.level >= 0) by_level[it.level].push_back(std::move(it));
    }
  }
  std::vector<PilotItem> out;
  const size_t levels = 6;
  for (size_t level = 0; level < levels; ++level) {
    size_t share = opt.sample / levels + (level < opt.sample % levels ? 1 : 0);
    auto& pool = by_level[int(level)];
    Rng rng = Rng::derive(opt.seed, {"pilot", opt.participant, std::to_string(level)});
    for (size_t k = 0; k < share && k < pool.size(); ++k) {  // a partial Fisher-Yates draw
      size_t pick = k + size_t(rng.below(pool.size() - k));
      std::swap(pool[k], pool[pick]);
      out.push_back(pool[k]);
    }
  }
  return out;
}

Result<std::set<std::string>> answered_ids(const std::string& path, const std::string& model) {
  std::set<std::string> out;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return out;
  MM_TRY(text, read_file(path));
  for (std::string_view line : score::split_lines(*text)) {
    if (score::trim(line).empty()) continue;
    auto j = parse_json(line, path);
    if (!j || !j->is_object()) continue;  // a line cut short by an interruption
    if (j->value("model", "") == model && (*j)["id"].is_string()) out.insert((*j)["id"].get<std::string>());
  }
  return out;
}

std::string pilot_line(const PilotItem& item, const std::string& model, const std::string& output, double seconds,
                       const std::string& notes) {
  OJson j = {{"id", item.id},           {"model", model},       {"output", output},
             {"seconds", std::round(seconds * 10) / 10}, {"level", item.level}, {"family", item.family},
             {"language", item.language}, {"notes", notes}};
  return j.dump(-1, ' ', false, OJson::error_handler_t::replace);
}

Status append_line(const std::string& path, const std::string& line) {
  MM_CHECK(fault_point("write", path));
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (fd < 0) return Error{fmt::format("{}: cannot open for appending: {}", path, std::strerror(errno))};
  std::string bytes = line + "\n";
  ssize_t n = ::write(fd, bytes.data(), bytes.size());
  Status st = n == ssize_t(bytes.size()) ? sync_fd(fd, path)
                                         : Error{fmt::format("{}: write failed: {}", path, std::strerror(errno))};
  ::close(fd);
  return st;
}

}  // namespace mm::harness
