// Free-text diagnostics: anchor extraction (rtlAnchorPreference) and scene
// listing (phantom and missing objects).
#include <algorithm>
#include <map>

#include "validators/scoring/eval_internal.h"

namespace mm::score {

// The anchor (source / target / unknown) is the diagnostic; the answer is
// correct when its compass direction is exactly right for the anchor it
// chose (a neighbouring bin still decides the anchor but is not correct).
Score eval_anchor(const GoldItem& g, const Parsed& p) {
  bool ok = p.status == ParseStatus::Ok && p.answer.is_object();
  Score s;
  s.correct = ok && p.answer.value("exact", false);
  s.score = s.correct ? 1 : 0;
  s.components["anchor"] = ok ? p.answer.value("anchor", "unknown") : "unknown";
  s.components["anchor_label"] = ok ? p.answer.value("anchor_label", Json()) : Json();
  s.components["direction"] = ok ? p.answer.value("direction", Json()) : Json();
  return s;
}

// Per object type: matched = min(named, present); phantom = named beyond
// that (and unmatched names), missing = present beyond that. A plural
// named without a number ("bowls") counts as the number present when that
// is at least two, else as two. Score = F1 of matched objects; correct when
// nothing is phantom or missing.
Score eval_scene_listing(const GoldItem& g, const Parsed& p) {
  bool ok = p.status == ParseStatus::Ok && p.answer.is_object();
  std::map<std::string, int64_t> gold;
  if (auto t = g.scoring.find(sk::types); t != g.scoring.end() && t->is_object())
    for (const auto& [type, n] : t->items())
      if (n.is_number_integer()) gold[type] = n.get<int64_t>();
  int64_t matched = 0, phantom = 0, missing = 0, present = 0;
  std::map<std::string, int64_t> named;
  if (ok) {
    const Json* types = json_member(p.answer, "types");
    if (types && types->is_object())
      for (const auto& [type, n] : types->items()) {
        if (!n.is_number_integer()) continue;
        int64_t want = gold.count(type) ? gold[type] : 0;
        named[type] = n.get<int64_t>() < 0 ? std::max<int64_t>(want, 2) : n.get<int64_t>();
      }
    if (const Json* ph = json_member(p.answer, "phantoms"); ph && ph->is_array()) phantom += int64_t(ph->size());
  }
  for (const auto& [type, n] : named) {
    int64_t want = gold.count(type) ? gold[type] : 0;
    matched += std::min(n, want);
    phantom += std::max<int64_t>(0, n - want);
  }
  for (const auto& [type, n] : gold) {
    present += n;
    int64_t have = named.count(type) ? named[type] : 0;
    missing += std::max<int64_t>(0, n - have);
  }
  F1 f;
  f.tp = matched;
  f.fp = phantom;
  f.fn = missing;
  f.precision = matched + phantom ? double(matched) / double(matched + phantom) : 1.0;
  f.recall = present ? double(matched) / double(present) : 1.0;
  f.f1 = f.precision + f.recall > 0 ? 2 * f.precision * f.recall / (f.precision + f.recall) : 0.0;
  if (!ok) f = F1{0, 0, present, 0, 0, 0};
  Score s;
  s.correct = ok && phantom == 0 && missing == 0;
  s.score = f.f1;
  put_f1(s.components, f);
  s.components["phantom_objects"] = ok ? phantom : 0;
  s.components["missing_objects"] = ok ? missing : present;
  return s;
}

}  // namespace mm::score
