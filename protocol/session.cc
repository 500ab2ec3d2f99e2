#include "protocol/session.h"

#include <istream>
#include <ostream>

namespace mm::protocol {

std::string dump_line(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

Json log_in(const std::string& line, int number) {
  Json parsed = Json::parse(line, nullptr, false);
  return {{"in", parsed.is_discarded() ? Json(line) : parsed}, {"line", number}};
}

void play(Session& s, std::istream& in, std::ostream& out, std::ostream* log) {
  auto send = [&](const Json& j) {
    out << dump_line(j) << '\n' << std::flush;
    if (log) *log << dump_line(Json{{"out", j}}) << '\n' << std::flush;
  };
  if (log) *log << dump_line(s.log_header()) << '\n';
  send(s.start());
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (log) *log << dump_line(log_in(line, number)) << '\n';
    for (const Json& j : s.handle(line, number)) send(j);
  }
}

}  // namespace mm::protocol
