// The subcommand table and helpers shared by the thin command handlers.
#pragma once

#include <boost/program_options.hpp>

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::cli {

namespace po = boost::program_options;

/// A subcommand: its name, one help line, and a handler taking the
/// arguments after the subcommand name. Handlers return the exit status.
struct Command {
  const char* name;
  const char* help;
  int (*run)(const std::vector<std::string>& args);
};

/// Every subcommand, in help order.
const std::vector<Command>& commands();

/// Runs the subcommand of a group (`mentalmap scenes show ...`): prints the
/// group's usage on --help (exit 0) or with no subcommand (exit 2), and
/// refuses an unknown name with a suggestion.
int run_group(const char* group, const std::vector<Command>& sub, const std::vector<std::string>& args);

/// Parses `args` against `desc` (+ positional), handling --help and the
/// options every command shares (--resources). On --help or an error it
/// prints and returns the exit status to use; otherwise std::nullopt.
std::optional<int> parse_args(const std::string& usage, const std::vector<std::string>& args,
                              po::options_description& desc, po::variables_map& vm,
                              const po::positional_options_description* positional = nullptr);

/// "a,b,,c" -> {"a", "b", "c"}.
std::vector<std::string> split_commas(const std::string& s);

/// A --languages value: "all" (every benchmark condition, English first) or
/// a comma list of known conditions. Unknown names get a suggestion.
std::optional<std::vector<std::string>> parse_conditions(const std::string& spec, std::string& error);

/// Scores one episode log read from `in` (`path` names it in errors).
using LogScorer = std::function<Result<Json>(std::istream& in, const std::string& path)>;

/// The `score LOG... [--out FILE]` of episode logs (tos score, score of a
/// SPACE log): each log scored, one result line each, written to --out or
/// standard output once all are scored. Returns the exit status; a log that
/// cannot be read or scored fails the whole run.
int score_logs(const std::string& usage, const std::string& caption, const std::vector<std::string>& args,
               const LogScorer& score);

/// Exit codes (README "Exit codes"): 0 everything read and written; 1
/// refused or failed, nothing half-written; 3 finished, but input lines were
/// skipped (the count is printed).
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitSkipped = 3;

/// Prints "mentalmap: error: <message>" to stderr and returns 1.
int fail(const std::string& message);
/// Prints "mentalmap: warning: <message>" to stderr.
void warn(const std::string& message);

}  // namespace mm::cli
