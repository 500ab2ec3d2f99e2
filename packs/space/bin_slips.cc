#include "packs/space/bin_slips.h"

namespace mm::space {
namespace {

bool diagonal(Bin8 b) { return static_cast<int>(b) % 2 == 1; }

}  // namespace

std::vector<BinSlip> bin_slip_distractors(Rng& rng, Bin8 gold, std::vector<BinSlip> task_slips) {
  Bin8 opposite = bin8_turned(gold, 4);
  bool want_diagonal = rng.below(2) == 1;
  for (int turn : {1, -1}) task_slips.push_back({"neighbour", bin8_turned(gold, turn)});
  for (int turn : {2, -2}) task_slips.push_back({"quarter", bin8_turned(gold, turn)});
  std::vector<BinSlip> fitting;
  for (const BinSlip& s : task_slips)
    if (s.second != gold && s.second != opposite && diagonal(s.second) == want_diagonal) fitting.push_back(s);
  const BinSlip& first = rng.pick(fitting);
  std::vector<BinSlip> out = {first, {"opposite", opposite}, {first.first + "+opposite", bin8_turned(first.second, 4)}};
  rng.shuffle(out);
  return out;
}

}  // namespace mm::space
