// Frame-of-reference and reading-direction diagnostics.
#include <set>

#include "validators/reporting/aggregate_diagnostics.h"

namespace mm::report {
namespace {

using FamilyFrames = std::map<std::string, std::map<std::string, Cell>>;  // family -> frame -> items

bool asked_in_every_frame(const std::map<std::string, Cell>& frames) {
  for (const char* f : kFrames)
    if (!frames.count(f)) return false;
  return true;
}

FrameRow frame_row(const std::string& model, const std::string& language, const FamilyFrames& families,
                   int64_t min_n) {
  FrameRow out;
  out.model = model;
  out.language = language;
  std::map<std::string, std::vector<std::optional<double>>> per_frame;
  for (const auto& [family, frames] : families) {
    if (!asked_in_every_frame(frames)) continue;
    ++out.families;
    for (const char* f : kFrames) {
      const Cell& c = frames.at(f);
      per_frame[f].push_back(c.pass_rate());
      out.n[f] += c.n;
    }
  }
  for (const char* f : kFrames) {
    out.accuracy[f] = mean_of(per_frame[f]);
    out.small = out.small || out.n[f] < min_n;
  }
  const auto& a = out.accuracy;
  if (a.at("relative") && a.at("absolute")) out.drop_absolute = *a.at("relative") - *a.at("absolute");
  if (a.at("relative") && a.at("intrinsic")) out.drop_intrinsic = *a.at("relative") - *a.at("intrinsic");
  return out;
}

}  // namespace

std::vector<FrameRow> frame_rows(const std::vector<Row>& rows, int64_t min_n) {
  std::map<std::pair<std::string, std::string>, FamilyFrames> grouped;
  for (const Row& r : rows)
    if (r.level >= 0 && r.frame != "none" && !r.frame.empty())
      grouped[{r.model, r.language}][r.family][r.frame].add(r);
  std::vector<FrameRow> out;
  for (const auto& [key, families] : grouped) {
    FrameRow row = frame_row(key.first, key.second, families, min_n);
    if (row.families > 0) out.push_back(std::move(row));
  }
  return out;
}

std::vector<AnchorRow> anchor_rows(const std::vector<Row>& rows) {
  std::map<std::pair<std::string, std::string>, AnchorRow> grouped;
  for (const Row& r : rows) {
    if (r.family != "rtlAnchorPreference") continue;
    AnchorRow& a = grouped[{r.model, r.language}];
    a.model = r.model;
    a.language = r.language;
    if (r.anchor == "source") ++a.source;
    else if (r.anchor == "target") ++a.target;
    else ++a.unknown;
  }
  std::vector<AnchorRow> out;
  for (auto& [key, a] : grouped) out.push_back(a);
  return out;
}

}  // namespace mm::report
