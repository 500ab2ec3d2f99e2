// `mentalmap pilot`: the human-pilot terminal harness. One item at a time,
// free-text answers in the item's language, an optional scratchpad, the time
// per item; every answer is on disk before the next item shows, so an
// interrupted session resumes where it stopped (harness/pilot/pilot.h).
#include <chrono>
#include <iostream>

#include <fmt/format.h>

#include "base/text.h"
#include "cli/command.h"
#include "format/text_norm.h"
#include "harness/pilot/pilot.h"

namespace mm::cli {
namespace {

bool right_to_left(const std::string& language) { return language == "ar"; }

// Lines typed up to an empty line; nullopt at the end of input.
std::optional<std::string> read_block() {
  std::string text, line;
  bool any = false;
  while (std::getline(std::cin, line)) {
    any = true;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) {
      if (text.empty()) continue;  // leading empty lines
      break;
    }
    text += (text.empty() ? "" : "\n") + line;
  }
  if (!any) return std::nullopt;
  return text;
}

void show(const harness::PilotItem& item, size_t index, size_t total, bool visual) {
  std::cout << fmt::format("\n──── Item {} of {} · L{} · {} · {} · {} ────\n\n", index, total, item.level, item.family,
                           item.language, item.id);
  bool rtl = right_to_left(item.language);
  for (std::string_view line : score::split_lines(item.prompt)) {
    std::string text = terminal_safe(line);
    std::cout << (rtl && visual ? visual_order(std::string(line), true) : text) << "\n";
  }
  std::cout << "\nYour answer (end with an empty line). :notes opens a scratchpad, :skip skips, :quit stops.\n> "
            << std::flush;
}

}  // namespace

int run_pilot(const std::vector<std::string>& args) {
  po::options_description desc("pilot options");
  desc.add_options()
      ("release", po::value<std::string>()->required(), "release folder (or either half of a published one)")
      ("participant", po::value<std::string>()->required()->value_name("ID"), "the participant's ID")
      ("sample", po::value<size_t>()->default_value(30)->value_name("N"),
       "items in all, spread evenly over L0-L5 (stratified, drawn from the participant's seed)")
      ("languages", po::value<std::string>()->value_name("LIST"),
       "conditions to draw from (default: the release's first), e.g. ar")
      ("seed", po::value<uint64_t>()->default_value(0), "sample seed (with the participant ID)")
      ("out", po::value<std::string>()->value_name("FILE"),
       "predictions file, appended to and resumed from (default: pilot-<ID>.jsonl)")
      ("bidi", po::value<std::string>()->default_value("visual")->value_name("MODE"),
       "right-to-left prompts: 'visual' reorders each line for terminals without bidi support (tmux, most "
       "emulators); 'terminal' prints logical order for terminals that reorder themselves");
  po::positional_options_description pos;
  pos.add("release", 1);
  po::variables_map vm;
  if (auto rc = parse_args("mentalmap pilot RELEASE --participant ID [--sample N]", args, desc, vm, &pos)) return *rc;
  harness::PilotOptions opt;
  opt.release = vm["release"].as<std::string>();
  opt.participant = vm["participant"].as<std::string>();
  opt.sample = vm["sample"].as<size_t>();
  opt.seed = vm["seed"].as<uint64_t>();
  if (vm.count("languages")) opt.conditions = split_commas(vm["languages"].as<std::string>());
  std::string bidi = vm["bidi"].as<std::string>();
  if (bidi != "visual" && bidi != "terminal") return fail(fmt::format("--bidi '{}': expected visual or terminal", bidi));
  std::string out = vm.count("out") ? vm["out"].as<std::string>() : fmt::format("pilot-{}.jsonl", opt.participant);
  std::string model = harness::pilot_model(opt.participant);
  auto items = harness::pilot_sample(opt);
  if (!items) return fail(items.error().message);
  auto done = harness::answered_ids(out, model);
  if (!done) return fail(done.error().message);
  size_t answered = 0;
  for (const auto& it : *items) answered += done->count(it.id);
  std::cout << fmt::format("Pilot for {}: {} items, {} answered already ({}).\n", model, items->size(), answered, out);
  size_t index = 0;
  for (const auto& item : *items) {
    ++index;
    if (done->count(item.id)) continue;
    show(item, index, items->size(), bidi == "visual");
    auto start = std::chrono::steady_clock::now();
    std::string notes;
    std::optional<std::string> answer;
    for (;;) {
      answer = read_block();
      if (!answer || *answer != ":notes") break;
      std::cout << "Scratchpad (end with an empty line):\n" << std::flush;
      notes = read_block().value_or("");
      std::cout << "Your answer (end with an empty line):\n> " << std::flush;
    }
    if (!answer || *answer == ":quit") {
      std::cout << fmt::format("\nStopped: {} of {} answered; run the same command to resume.\n", answered,
                               items->size());
      return 0;
    }
    if (*answer == ":skip") continue;
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string output = item.regime == "scratchpad" && !notes.empty()
                             ? "<scratchpad>\n" + notes + "\n</scratchpad>\n" + *answer
                             : *answer;
    if (Status st = harness::append_line(out, harness::pilot_line(item, model, output, seconds, notes)); !st)
      return fail(st.error().message);
    ++answered;
    std::cout << fmt::format("Saved ({:.0f} s).\n", seconds);
  }
  std::cout << fmt::format("\nDone: {} of {} answered. Score with:\n  mentalmap score {} {} --out results.jsonl\n",
                           answered, items->size(), opt.release, out);
  return 0;
}

}  // namespace mm::cli
