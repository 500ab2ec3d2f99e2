// `mentalmap scenes show|import|episode`: thin handlers over mm_scenes/mm_episodes.
#include <iostream>

#include <fmt/format.h>

#include "cli/command.h"

namespace mm::cli {

int run_scenes(const std::vector<std::string>& args) {
  return fail("scenes: not yet implemented");
}

}  // namespace mm::cli
