// The subcommand table (cf. ninja's): name, one help line, handler.
#include "cli/command.h"

namespace mm::cli {

int run_scenes(const std::vector<std::string>& args);
int run_generate(const std::vector<std::string>& args);
int run_verify(const std::vector<std::string>& args);
int run_merge(const std::vector<std::string>& args);
int run_lint(const std::vector<std::string>& args);
int run_samples(const std::vector<std::string>& args);
int run_review(const std::vector<std::string>& args);
int run_score(const std::vector<std::string>& args);
int run_export(const std::vector<std::string>& args);
int run_publish(const std::vector<std::string>& args);
int run_pilot(const std::vector<std::string>& args);
int run_report(const std::vector<std::string>& args);
int run_baselines(const std::vector<std::string>& args);
int run_explain(const std::vector<std::string>& args);
int run_tos(const std::vector<std::string>& args);
int run_play(const std::vector<std::string>& args);
int run_serve(const std::vector<std::string>& args);

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"generate", "compile scenes into a versioned benchmark release", run_generate},
      {"verify", "re-hash a release and re-check its counts and schemas", run_verify},
      {"merge", "join generation shards into one release", run_merge},
      {"publish", "split a release into a public half to upload and a private half with the gold", run_publish},
      {"export", "write a release for a model-running tool: openai-batch, lm-eval, inspect, chat-jsonl", run_export},
      {"score", "score model outputs against a release, one result per (model, item)", run_score},
      {"pilot", "let a human participant answer a sample of items in the terminal, resumably", run_pilot},
      {"baselines", "answer a release without reasoning (random, constants, majority, shortcuts) and score it",
       run_baselines},
      {"explain", "show how one answer to one item is found, read and scored, step by step", run_explain},
      {"report", "aggregate results into summary.json, Markdown tables and an HTML page of charts", run_report},
      {"lint", "check each language's templates and lexicon", run_lint},
      {"samples", "print sample prompts of every family in a language", run_samples},
      {"review", "write a translator's HTML page: every family in chosen languages beside English", run_review},
      {"scenes", "show, import and inspect scenes and episodes", run_scenes},
      {"tos", "the Theory of Space pack: worlds, the Scout's logs, the nine tasks, an environment to drive",
       run_tos},
      {"play", "drive an interactive SPACE task (maze, working-memory search) over standard input/output", run_play},
      {"serve", "the same episodes over HTTP on localhost, many at once", run_serve},
  };
  return table;
}

}  // namespace mm::cli
