// A scene drawn from above as SVG (paper: "a multimodal variant rendering the
// same scene as a floorplan image"): rooms as their floor polygons with their
// names, doors, furniture and other floor or wall objects as footprints
// (the type table's width and depth, turned by the object's yaw) with an
// arrow for their facing, small objects as dots on their receptacles, every
// label in one language, and a compass rose. North (+z) is up, east (+x) to
// the right, one unit per centimetre. Deterministic: the same scene and
// language give the same bytes.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/error.h"
#include "generator/core/scene.h"
#include "generator/render/lexicon.h"

namespace mm {

/// What a label of the whole house's floorplan names: the type's word at the
/// object's place, without a number (an item numbers its things in its own
/// scope, so a house-wide number would contradict some item's text).
std::string floorplan_label(const Lexicon& lx, const Scene& scene, const Object& o);

/// What a floorplan draws: a part of the scene and the names it gives.
struct PlanView {
  std::vector<std::string> rooms;    // room ids; empty: every room
  std::vector<std::string> objects;  // object ids, when not every_object
  bool every_object = true;          // every object of the drawn rooms
  /// Names of objects and rooms by id (an item's names, as its text writes
  /// them); an id without one takes floorplan_label / the room type's word.
  std::map<std::string, std::string> names;
};

/// The SVG document. Labels are placed so that they do not overlap where
/// a free spot is near (above, below, right or left of the thing, then
/// farther), each joined to its thing by a thin line when moved.
Result<std::string> floorplan_svg(const Scene& scene, const Lexicon& lx, const PlanView& view = {});

/// Width in pixels of the PNG floorplans a multimodal release carries.
inline constexpr int kFloorplanPixels = 800;

/// Where rasterised plans are kept between runs on this machine:
/// $MENTALMAP_CACHE/floorplans ("off": nowhere), else
/// $XDG_CACHE_HOME/mentalmap/floorplans, else ~/.cache/mentalmap/floorplans.
std::string floorplan_cache_dir();

/// The PNG of an SVG document, rasterised through two scratch files in
/// `scratch_dir` named after `name` (removed afterwards), or taken from the
/// cache when this machine rasterised the same SVG at the same width with
/// the same rsvg-convert before (PNG bytes depend on the machine's librsvg
/// and fonts; clear the cache after changing fonts).
Result<std::string> floorplan_png_bytes(const std::string& svg, const std::string& scratch_dir,
                                        const std::string& name, int width_px = kFloorplanPixels);

/// Rasterises an SVG file to PNG with librsvg's rsvg-convert (Debian
/// librsvg2-bin); an error says how to install it.
Status floorplan_png(const std::string& svg_path, const std::string& png_path, int width_px = 1200);

}  // namespace mm
