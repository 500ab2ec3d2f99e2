// Shared fixtures of the Theory of Space tests: the pack's kinds and the
// default-layout worlds of seed 7.
#pragma once

#include <doctest/doctest.h>

#include <sstream>

#include "packs/tos/protocol.h"
#include "packs/tos/world_gen.h"

namespace mm::tos::test {

inline const std::vector<Kind>& kinds() {
  static const std::vector<Kind> k = *load_kinds();
  return k;
}

inline World world(int index, Layout l = {}, uint64_t seed = 7) {
  auto w = generate_world(seed, l, index, kinds());
  REQUIRE_MESSAGE(w.ok(), (w.ok() ? "" : w.error().message));
  return *w;
}

/// Plays `input` through the protocol and returns the lines out, parsed;
/// `log_text` receives the log when given.
inline std::vector<Json> play_lines(const World& w, const std::string& input, PlayOptions opt,
                                    std::string* log_text = nullptr) {
  std::istringstream in(input);
  std::ostringstream out, log;
  opt.log = &log;
  play(w, in, out, opt);
  std::vector<Json> lines;
  std::istringstream read(out.str());
  for (std::string l; std::getline(read, l);) lines.push_back(Json::parse(l));
  if (log_text) *log_text = log.str();
  return lines;
}

/// A protocol line carrying a turn's actions.
inline Json turn_line(const Turn& t) {
  Json line = {{"actions", Json::array()}};
  for (const Action& a : t.actions) line["actions"].push_back(action_text(a));
  return line;
}

}  // namespace mm::tos::test
