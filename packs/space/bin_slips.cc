#include "packs/space/bin_slips.h"

#include <stdexcept>

namespace mm::space {

std::vector<BinSlip> bin_slip_distractors(Rng& rng, Bin8 gold, std::vector<BinSlip> first_slips) {
  Bin8 opposite = bin8_turned(gold, 4);
  rng.shuffle(first_slips);
  for (const auto& [kind, bin] : first_slips) {
    if (bin == gold || bin == opposite) continue;
    std::vector<BinSlip> out = {{kind, bin}, {"opposite", opposite}, {kind + "+opposite", bin8_turned(bin, 4)}};
    rng.shuffle(out);
    return out;
  }
  throw std::logic_error("bin_slip_distractors: no first slip differs from the gold and its opposite");
}

}  // namespace mm::space
