// Exact sets of bearings on the compass circle, for reasoning from bins
// alone (the stitching of docs/cospace.md). Every bin edge a panorama
// creates lies at a multiple of 7.5 degrees (headings are multiples of 15,
// bins are 22.5 and 45 degrees wide), so the circle splits into 96 atoms:
// atom 2u is the single bearing u * 7.5 degrees and atom 2u + 1 the open arc
// between u * 7.5 and (u + 1) * 7.5 degrees (u = 0..47). Any set bounded by
// such edges, open or closed, is a union of atoms, and intersection,
// complement and emptiness are exact bit operations.
#pragma once

#include <bitset>
#include <optional>
#include <string>

#include "packs/tos/grid.h"

namespace mm::cospace {

using Arc = std::bitset<96>;

/// The field of view of a view facing `heading` (a multiple of 15): [h - 45, h + 45].
Arc arc_fov(int heading);
/// The bearings a mention in egocentric bin `e` of a view facing `heading` can have.
Arc arc_ego(int heading, tos::Ego e);
/// The 45-degree sector centred on `center` (a multiple of 45): [c - 22.5, c + 22.5),
/// the convention of tos::Allo (N = [-22.5, 22.5)).
Arc arc_sector(int center);
/// arc_sector of an allocentric bin.
Arc arc_allo(tos::Allo a);

/// The allocentric bin holding every bearing of `a`, or nullopt when `a` is
/// empty or meets two bins.
std::optional<tos::Allo> single_allo(const Arc& a);

/// "[0,7.5)"-style listing of the atoms, for messages.
std::string arc_text(const Arc& a);

}  // namespace mm::cospace
