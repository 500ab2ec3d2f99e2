// The subcommand table (cf. ninja's): name, one help line, handler.
#include "cli/command.h"

namespace mm::cli {

int run_scenes(const std::vector<std::string>& args);

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"scenes", "show, import and inspect scenes and episodes", run_scenes},
  };
  return table;
}

}  // namespace mm::cli
