// mentalmap: one executable, a table of thin subcommands over the libraries.
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/command.h"
#include "base/suggest.h"

namespace {

void usage(std::ostream& out) {
  out << "mentalmap " MENTALMAP_VERSION
         " - multilingual pure-text spatial-reasoning benchmark compiler and scorer\n\n"
         "usage: mentalmap <command> [options]   (mentalmap <command> --help for details)\n\n"
         "commands:\n";
  for (const auto& c : mm::cli::commands()) out << fmt::format("  {:<10} {}\n", c.name, c.help);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    usage(args.empty() ? std::cerr : std::cout);
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version") {
    std::cout << "mentalmap " MENTALMAP_VERSION "\n";
    return 0;
  }
  std::vector<std::string> names;
  for (const auto& c : mm::cli::commands()) {
    names.push_back(c.name);
    if (args[0] == c.name) {
      try {
        return c.run(std::vector<std::string>(args.begin() + 1, args.end()));
      } catch (const std::exception& e) {
        // Library code returns errors; reaching here is a bug worth reporting.
        return mm::cli::fail(std::string("internal error: ") + e.what());
      }
    }
  }
  std::cerr << fmt::format("mentalmap: unknown command '{}'{}\n\n", args[0],
                           mm::did_you_mean(args[0], names));
  usage(std::cerr);
  return 2;
}
