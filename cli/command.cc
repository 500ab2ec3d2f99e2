#include "cli/command.h"

#include <iostream>

#include <fmt/format.h>

#include "generator/core/resources.h"
#include "generator/core/suggest.h"

namespace mm::cli {

int fail(const std::string& message) {
  std::cerr << "mentalmap: error: " << message << "\n";
  return 1;
}

void warn(const std::string& message) { std::cerr << "mentalmap: warning: " << message << "\n"; }

namespace {

std::vector<std::string> long_names(const po::options_description& desc) {
  std::vector<std::string> out;
  for (const auto& opt : desc.options()) out.push_back("--" + opt->long_name());
  return out;
}

}  // namespace

std::optional<int> parse_args(const std::string& usage, const std::vector<std::string>& args,
                              po::options_description& desc, po::variables_map& vm,
                              const po::positional_options_description* positional) {
  desc.add_options()
      ("help,h", "show this help and exit")
      ("resources", po::value<std::string>()->value_name("DIR"),
       "read schemas, lexicons and templates from this checkout instead of the built-in copies");
  try {
    auto parser = po::command_line_parser(args).options(desc);
    if (positional) parser.positional(*positional);
    po::store(parser.run(), vm);
    if (vm.count("help")) {
      std::cout << "usage: " << usage << "\n\n" << desc << "\n";
      return 0;
    }
    po::notify(vm);
  } catch (const po::unknown_option& e) {
    std::string name = e.get_option_name();
    return fail(fmt::format("unknown option '{}'{}; see --help", name,
                            did_you_mean(name, long_names(desc))));
  } catch (const po::too_many_positional_options_error&) {
    return fail("too many arguments; usage: " + usage);
  } catch (const po::error& e) {
    return fail(std::string(e.what()) + "; usage: " + usage);
  }
  if (vm.count("resources")) set_resource_root(vm["resources"].as<std::string>());
  return std::nullopt;
}

}  // namespace mm::cli
