// The subcommand table (cf. ninja's): name, one help line, handler.
#include "cli/command.h"

namespace mm::cli {

int run_scenes(const std::vector<std::string>& args);
int run_generate(const std::vector<std::string>& args);
int run_verify(const std::vector<std::string>& args);
int run_merge(const std::vector<std::string>& args);

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"generate", "compile scenes into a versioned benchmark release", run_generate},
      {"verify", "re-hash a release and re-check its counts and schemas", run_verify},
      {"merge", "join generation shards into one release", run_merge},
      {"scenes", "show, import and inspect scenes and episodes", run_scenes},
  };
  return table;
}

}  // namespace mm::cli
