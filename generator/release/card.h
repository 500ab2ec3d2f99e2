// The dataset card: README.md with the YAML front matter dataset hubs read
// (languages, license, size category, one config per condition) and the
// sections a newcomer needs: provenance and the command that made the
// release, what it measures with counts (levels, families, conditions,
// regimes, frames, modes, orders), every item field, the prediction format
// and scoring commands, the recommended generation settings, the blind
// baselines, limitations, license and citation. A published release's
// public half gets the same card saying what is not in it.
#pragma once

#include <string>

#include "format/manifest.h"

namespace mm {

enum class CardKind { Release, Public };

/// The section headings every card has, in order (the card test checks them).
const std::vector<std::string>& card_sections();

std::string dataset_card(const Manifest& m, CardKind kind = CardKind::Release);

}  // namespace mm
