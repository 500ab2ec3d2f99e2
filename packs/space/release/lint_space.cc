#include "packs/space/release/lint_space.h"

#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/resources.h"
#include "packs/space/release/prompt.h"
#include "packs/space/scoring/read_choice.h"

namespace mm::space {
namespace {

// Each label's answer phrase, and the label alone, read back as its option.
void check_round_trip(const SpacePrompter& pr, const ChoiceWords& words, const std::vector<std::string>& texts,
                      std::vector<std::string>& errors) {
  for (int p = 0; p < 4; ++p) {
    auto answer = pr.answer(p);
    if (!answer) return errors.push_back(answer.error().message);
    for (const std::string& text : {*answer, pr.labels()[p]}) {
      Choice c = read_choice(text, words, texts, false);
      if (c.status == ChoiceStatus::Ok && c.position == p) continue;
      errors.push_back(fmt::format("the answer '{}' is read as {} (expected option {}): labels and space.answer must "
                                   "read back",
                                   text,
                                   c.position >= 0 ? pr.labels()[c.position] : std::string(choice_status_name(c.status)),
                                   pr.labels()[p]));
    }
  }
}

std::vector<std::string> errors_of(const std::string& lang) {
  std::vector<std::string> errors;
  auto pr = SpacePrompter::load(lang);
  if (!pr) return {pr.error().message};
  auto words = pr->choice_words();
  if (!words) return {words.error().message};
  std::set<std::string> distinct(words->labels.begin(), words->labels.end());
  if (distinct.size() != 4 || distinct.count(""))
    errors.push_back(fmt::format("space.label.*: expected four different labels, found {}", fmt::join(pr->labels(), ", ")));
  for (const McqTask& task : mcq_tasks()) {
    McqQuestion q = task.make(0, 0);
    for (const Trial& t : mcq_trials(q.gold)) {
      auto prompts = pr->prompts(q, t, {Regime::Direct, Regime::Reasoning});
      auto texts = pr->option_texts(q, t);
      if (!prompts || !texts) {
        errors.push_back(fmt::format("space.{}.*: a sample question does not render: {}", task.name,
                                     (!prompts ? prompts.error() : texts.error()).message));
        break;
      }
      if (&task == &mcq_tasks().front() && t.gold_position == 0) check_round_trip(*pr, *words, *texts, errors);
    }
  }
  return errors;
}

}  // namespace

std::vector<SpaceLintFinding> lint_space(const std::string& lang) {
  std::string where = fmt::format("templates/{}/space.msg", lang);
  if (!resource(where)) return {};
  std::vector<SpaceLintFinding> out;
  for (std::string& e : errors_of(lang)) out.push_back({true, where, std::move(e)});
  return out;
}

}  // namespace mm::space
