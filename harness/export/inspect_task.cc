// inspect: an inspect_ai dataset per condition, dataset/<condition>.jsonl
// ({"id", "input", "target", "metadata"}: the prompt, the canonical answer
// text, the item's axes and its token budget), and mentalmap_tasks.py, a
// task file whose solver generates greedily with each item's own budget
// (written for inspect_ai 0.3.260, docs/export.md). The task has no scorer:
// `mentalmap score` reads the log inspect writes (.eval or JSON).
#include <fmt/format.h>

#include "harness/export/export_writer.h"

namespace mm::harness {
namespace {

class InspectWriter : public ExportWriter {
 public:
  explicit InspectWriter(ExportFiles& files) : files_(files) {}

  Status begin_condition(const std::string& condition) override {
    rel_ = fmt::format("dataset/{}.jsonl", condition);
    conditions_.push_back(condition);
    MM_TRY(w, files_.open(rel_));
    out_ = *w;
    return Status::Ok();
  }

  Status item(const ExportItem& e) override {
    // A multimodal item's input is one user message: the text, then the
    // floorplan as an inspect image content part.
    OJson input = e.prompt;
    if (!e.image.empty())
      input = OJson::array({OJson{{"role", "user"},
                                  {"content", OJson::array({OJson{{"type", "text"}, {"text", e.prompt}},
                                                            OJson{{"type", "image"}, {"image", e.image}}})}}});
    OJson line = {{"id", e.id}, {"input", input}, {"target", e.target}, {"metadata", e.metadata}};
    out_->write(line.dump(-1, ' ', false, OJson::error_handler_t::strict) + "\n");
    return Status::Ok();
  }

  Status end_condition() override { return files_.close(rel_); }

  Status finish() override {
    std::string list;
    for (const auto& c : conditions_) list += fmt::format("{}\"{}\"", list.empty() ? "" : ", ", c);
    return files_.write("mentalmap_tasks.py", fmt::format(kTaskFile, list, conditions_.front()));
  }

  std::string how_to_run() const override {
    return fmt::format(
        "An inspect_ai dataset per condition under `dataset/` and a task file (written for inspect_ai\n"
        "0.3.260). Run one condition with any model inspect supports:\n\n"
        "    inspect eval mentalmap_tasks.py@mentalmap -T condition={} --model openai/gpt-4o-mini\n\n"
        "and score the log it writes, in its .eval form or converted to JSON (the model name is read\n"
        "from the log):\n\n"
        "    mentalmap score RELEASE logs/*.eval --out results.jsonl\n",
        conditions_.empty() ? "en" : conditions_.front());
  }

 private:
  static constexpr const char* kTaskFile =
      R"("""mentalmap items as inspect_ai tasks (written by `mentalmap export --format inspect`).

Run:    inspect eval mentalmap_tasks.py@mentalmap -T condition={1} --model PROVIDER/MODEL
Score:  mentalmap score RELEASE logs/*.eval --out results.jsonl

The task has no scorer of its own: `mentalmap score` reads the log and scores
every answer as the benchmark defines (partial credit for event sets and
graphs, answers in the item's language).
"""

from pathlib import Path

from inspect_ai import Task, task
from inspect_ai.dataset import json_dataset
from inspect_ai.solver import Generate, TaskState, solver

HERE = Path(__file__).parent
CONDITIONS = [{0}]


@solver
def generate_with_budget():
    """Greedy generation with the item's own token budget (metadata max_tokens)."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        return await generate(state, max_tokens=state.metadata["max_tokens"], temperature=0.0)

    return solve


@task
def mentalmap(condition: str = "{1}") -> Task:
    """The items of one condition (a language, or struct), in release order."""
    if condition not in CONDITIONS:
        raise ValueError(f"condition {{condition!r}} is not in this export: {{CONDITIONS}}")
    return Task(
        dataset=json_dataset(str(HERE / "dataset" / f"{{condition}}.jsonl")),
        solver=generate_with_budget(),
        name=f"mentalmap_{{condition}}",
    )
)";

  ExportFiles& files_;
  std::string rel_;
  HashedWriter* out_ = nullptr;
  std::vector<std::string> conditions_;
};

}  // namespace

std::unique_ptr<ExportWriter> inspect_writer(const ExportOptions& opt, ExportFiles& files) {
  return std::make_unique<InspectWriter>(files);
}

}  // namespace mm::harness
