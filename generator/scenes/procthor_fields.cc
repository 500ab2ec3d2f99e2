#include "generator/scenes/procthor_fields.h"

#include <fmt/format.h>

namespace mm::procthor {
namespace {

Error wrong_kind(const std::string& ptr, const char* key, const char* expected, const Json& v) {
  return Error{fmt::format("{}/{}: expected {}, found {}", ptr, key, expected, json_preview(v))};
}

}  // namespace

Result<const Json*> array_field(const Json& j, const std::string& ptr, const char* key) {
  MM_TRY(f, json_field(j, ptr, key));
  if (!(*f)->is_array()) return wrong_kind(ptr, key, "an array", **f);
  return *f;
}

Result<const Json*> optional_array(const Json& j, const std::string& ptr, const char* key) {
  if (!j.is_object() || !j.contains(key)) return static_cast<const Json*>(nullptr);
  return array_field(j, ptr, key);
}

Result<std::string> id_field(const Json& j, const std::string& ptr, const char* key) {
  MM_TRY(s, json_string(j, ptr, key));
  if (s->empty()) return Error{fmt::format("{}/{}: expected a non-empty id, found \"\"", ptr, key)};
  return s;
}

Result<double> coordinate(const Json& j, const std::string& ptr, const char* key) {
  MM_TRY(v, json_number(j, ptr, key));
  if (!(*v >= -kMaxCoordinate && *v <= kMaxCoordinate))
    return Error{fmt::format("{}/{}: expected a coordinate within +-{} m, found {}", ptr, key,
                             kMaxCoordinate, *v)};
  return v;
}

Result<Vec3> point(const Json& p, const std::string& ptr) {
  if (!p.is_object())
    return Error{fmt::format("{}: expected a point {{\"x\", \"y\", \"z\"}}, found {}", ptr,
                             json_preview(p))};
  MM_TRY(x, coordinate(p, ptr, "x"));
  MM_TRY(z, coordinate(p, ptr, "z"));
  double y = 0;
  if (p.contains("y")) {
    MM_TRY(yy, coordinate(p, ptr, "y"));
    y = *yy;
  }
  return Vec3{*x, y, *z};
}

Result<Vec3> point_field(const Json& j, const std::string& ptr, const char* key) {
  MM_TRY(f, json_field(j, ptr, key));
  return point(**f, ptr + "/" + key);
}

Result<std::vector<Vec3>> points(const Json& arr, const std::string& ptr, size_t min_points) {
  if (!arr.is_array())
    return Error{fmt::format("{}: expected an array of points, found {}", ptr, json_preview(arr))};
  if (arr.size() < min_points)
    return Error{fmt::format("{}: expected at least {} points, found {}", ptr, min_points,
                             arr.size())};
  std::vector<Vec3> out;
  out.reserve(arr.size());
  for (size_t i = 0; i < arr.size(); ++i) {
    MM_TRY(p, point(arr[i], fmt::format("{}/{}", ptr, i)));
    out.push_back(*p);
  }
  return out;
}

Result<std::optional<bool>> optional_bool(const Json& j, const std::string& ptr,
                                          const char* key) {
  auto it = j.find(key);
  if (it == j.end()) return std::optional<bool>();
  if (!it->is_boolean()) return wrong_kind(ptr, key, "true or false", *it);
  return std::optional<bool>(it->get<bool>());
}

Result<std::optional<double>> optional_number(const Json& j, const std::string& ptr,
                                              const char* key, double lo, double hi) {
  auto it = j.find(key);
  if (it == j.end()) return std::optional<double>();
  if (!it->is_number()) return wrong_kind(ptr, key, "a number", *it);
  double v = it->get<double>();
  if (!(v >= lo && v <= hi))
    return Error{fmt::format("{}/{}: expected a number from {} to {}, found {}", ptr, key, lo,
                             hi, v)};
  return std::optional<double>(v);
}

}  // namespace mm::procthor
