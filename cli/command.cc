#include "cli/command.h"

#include "base/text.h"

#include <algorithm>
#include <iostream>

#include <fmt/format.h>

#include "base/resources.h"
#include "base/suggest.h"
#include "generator/render/lexicon.h"

namespace mm::cli {

int fail(const std::string& message) {
  std::cerr << "mentalmap: error: " << terminal_safe(message) << "\n";
  return kExitFailed;
}

void warn(const std::string& message) { std::cerr << "mentalmap: warning: " << terminal_safe(message) << "\n"; }

int run_group(const char* group, const std::vector<Command>& sub, const std::vector<std::string>& args) {
  std::vector<std::string> names;
  for (const auto& c : sub) names.push_back(c.name);
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    std::string list;
    for (const auto& n : names) list += (list.empty() ? "" : "|") + n;
    std::cout << fmt::format("usage: mentalmap {} <{}> [options]\n\n", group, list);
    for (const auto& c : sub) std::cout << fmt::format("  {:<10} {}\n", c.name, c.help);
    return args.empty() ? 2 : 0;
  }
  for (const auto& c : sub)
    if (args[0] == c.name) return c.run({args.begin() + 1, args.end()});
  return fail(fmt::format("unknown {} command '{}'{}", group, args[0], did_you_mean(args[0], names)));
}

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

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    std::string part = s.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (!part.empty()) out.push_back(part);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::optional<std::vector<std::string>> parse_conditions(const std::string& spec, std::string& error) {
  const auto& known = benchmark_conditions();
  if (spec == "all") return known;
  std::vector<std::string> out = split_commas(spec);
  for (const auto& l : out) {
    if (std::find(known.begin(), known.end(), l) == known.end()) {
      error = fmt::format("--languages: unknown condition '{}'{}", l, did_you_mean(l, known));
      return std::nullopt;
    }
  }
  if (out.empty()) error = "--languages: give at least one condition, e.g. en,de";
  if (out.empty()) return std::nullopt;
  return out;
}

}  // namespace mm::cli
