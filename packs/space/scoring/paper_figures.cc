#include "packs/space/scoring/paper_figures.h"

namespace mm::space {

const std::vector<PaperTask>& paper_tasks() {
  // Chance and human figures: the paper's Table 1 (DM text) and Table 2
  // (text only). CSWM's chance is the paper's random agent (33.0 +- 5.3).
  static const std::vector<PaperTask> tasks = {
      {"direction", "Direction estimation", "large", Measure::Mean, 25.0, 66.7},
      {"distance", "Distance estimation", "large", Measure::Mean, 25.0, 76.5},
      {"map_sketch", "Map sketching", "large", Measure::Mean, 25.0, 66.7},
      {"route", "Route retracing", "large", Measure::Spl, 0.0, std::nullopt},
      {"shortcut", "Shortcut discovery", "large", Measure::Spl, 0.0, std::nullopt},
      {"mrt", "MRT", "small", Measure::Mean, 25.0, 90.0},
      {"ptt", "PTT", "small", Measure::Mean, 25.0, 75.0},
      {"mpfb", "MPFB", "small", Measure::Mean, 25.0, 92.0},
      {"jlo", "JLO", "small", Measure::Mean, 25.0, 98.0},
      {"satt", "SAtt", "small", Measure::Mean, 25.0, 96.0},
      {"mct", "MCT", "small", Measure::Success, 0.0, std::nullopt},
      {"cbtt", "CBTT", "small", Measure::Mean, 25.0, 100.0},
      {"sadd", "SAdd", "small", Measure::Mean, 25.0, 98.0},
      {"cswm", "CSWM", "small", Measure::Success, 33.0, std::nullopt},
  };
  return tasks;
}

const PaperTask* find_paper_task(std::string_view name) {
  for (const PaperTask& t : paper_tasks())
    if (t.name == name) return &t;
  return nullptr;
}

}  // namespace mm::space
