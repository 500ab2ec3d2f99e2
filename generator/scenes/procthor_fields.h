// Typed reading of the parts of a ProcTHOR house the importer uses: points
// {"x","y","z"}, polygons and arrays. Every error names the JSON pointer,
// what was expected and what was found; the caller prefixes the source.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "generator/core/geometry.h"
#include "base/json_util.h"

namespace mm::procthor {

/// Largest coordinate magnitude accepted, in metres. Houses span tens of
/// metres; the bound keeps area and distance arithmetic finite.
inline constexpr double kMaxCoordinate = 1e5;

/// j[key] when it is an array; errors name ptr/key and what was found.
Result<const Json*> array_field(const Json& j, const std::string& ptr, const char* key);
/// Like array_field, but an absent key gives nullptr instead of an error.
Result<const Json*> optional_array(const Json& j, const std::string& ptr, const char* key);
/// j[key] as a non-empty string.
Result<std::string> id_field(const Json& j, const std::string& ptr, const char* key);
/// A coordinate: a number within +-kMaxCoordinate.
Result<double> coordinate(const Json& j, const std::string& ptr, const char* key);

/// The point object `p` at `ptr`: "x" and "z" required, "y" optional (0).
Result<Vec3> point(const Json& p, const std::string& ptr);
/// The point at j[key].
Result<Vec3> point_field(const Json& j, const std::string& ptr, const char* key);
/// An array of points at `ptr` with at least `min_points` entries.
Result<std::vector<Vec3>> points(const Json& arr, const std::string& ptr, size_t min_points);

/// Optional boolean j[key]: nullopt when absent, an error when not a bool.
Result<std::optional<bool>> optional_bool(const Json& j, const std::string& ptr,
                                          const char* key);
/// Optional number j[key] within [lo, hi].
Result<std::optional<double>> optional_number(const Json& j, const std::string& ptr,
                                              const char* key, double lo, double hi);

}  // namespace mm::procthor
