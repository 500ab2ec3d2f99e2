#include "packs/space/mcq/question_parts.h"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "packs/space/bin8.h"

namespace mm::space {

TextArg lit(std::string name, std::string value) { return {std::move(name), std::move(value), false}; }
TextArg sym(std::string name, char c) { return lit(std::move(name), std::string(1, c)); }

std::string question_id(std::string_view task, uint64_t index) { return fmt::format("space-{}-{}", task, index); }

int marked_cells(const CharGrid& g) {
  int n = 0;
  for (const std::string& row : g) n += static_cast<int>(std::count_if(row.begin(), row.end(), [](char c) { return c != kEmpty; }));
  return n;
}

OptionValue grid_option(const CharGrid& g) { return {g, {}, grid_json(g), marked_cells(g)}; }

McqQuestion base_question(std::string task, uint64_t index, Json record, int gold) {
  McqQuestion q;
  q.task = std::move(task);
  q.id = question_id(q.task, index);
  q.record = std::move(record);
  q.gold = gold;
  return q;
}

TextArgs bin_word_args() {
  TextArgs out;
  for (int b = 0; b < 8; ++b) {
    std::string name(bin8_name(static_cast<Bin8>(b)));
    std::string arg = name;
    std::replace(arg.begin(), arg.end(), '-', '_');
    out.push_back({arg, "space.bin." + name, true});
  }
  return out;
}

OptionValue bin_option(int bin) {
  return {std::nullopt, {{"space.bin." + std::string(bin8_name(static_cast<Bin8>(bin))), {}}}, bin, -1};
}

double bin_distance(const Json& a, const Json& b) {
  int d = std::abs(a.get<int>() - b.get<int>()) % 8;
  return std::min(d, 8 - d);
}

std::vector<double> bin_slip_hub(const McqQuestion& q) {
  std::vector<double> out;
  for (const OptionValue& o : q.options) {
    int b = o.value.get<int>(), n = 0;
    for (const OptionValue& other : q.options) {
      int c = other.value.get<int>();
      if (c != b) n += c == (8 - b) % 8 || c == (b + 4) % 8 || c == (b + 1) % 8 || c == (b + 7) % 8;
    }
    out.push_back(n);
  }
  return out;
}

std::vector<double> bin_nearest_front(const McqQuestion& q) {
  std::vector<double> out;
  for (const OptionValue& o : q.options) out.push_back(-bin_distance(o.value, 0));
  return out;
}

}  // namespace mm::space
