// `mentalmap pilot`: a human answers a release's items in a terminal, as
// the paper's pilot study did. This library part draws the sample, knows
// what a participant has answered already (so an interrupted session
// resumes), and writes ordinary prediction lines (model "human:<ID>") that
// `score` and `report` treat like any model's. The terminal loop is the
// command's (cli/cmd_pilot.cc).
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "base/error.h"

namespace mm::harness {

struct PilotItem {
  std::string id, language, family, regime, prompt;
  int level = 0;
};

struct PilotOptions {
  std::string release;                  // a release, either half of a published one
  std::string participant;              // the ID in "human:<ID>"
  size_t sample = 10;                   // items in all
  uint64_t seed = 0;
  std::vector<std::string> conditions;  // empty: the release's first condition
};

/// The stratified sample: `sample` items spread over L0..L5 as evenly as
/// integers allow (lower levels first), each level's share drawn without
/// replacement from its items in the chosen conditions with an Rng derived
/// from (seed, participant, level); in level order. The same options give
/// the same sample, so a session can resume.
Result<std::vector<PilotItem>> pilot_sample(const PilotOptions& opt);

/// "human:<participant>".
std::string pilot_model(const std::string& participant);

/// Ids `model` has answered in the predictions file `path` (none when it
/// does not exist). A last line cut short by an interruption is ignored.
Result<std::set<std::string>> answered_ids(const std::string& path, const std::string& model);

/// One prediction line (no newline): id, model, output, and what the study
/// records beside it (seconds, level, family, language, notes).
std::string pilot_line(const PilotItem& item, const std::string& model, const std::string& output, double seconds,
                       const std::string& notes);

/// Appends one line to `path` and flushes it to disk.
Status append_line(const std::string& path, const std::string& line);

}  // namespace mm::harness
