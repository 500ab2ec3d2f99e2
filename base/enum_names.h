// Enums spelled by a table of names in enumerator order: the index of a
// name, and the enumerator it names.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace mm {

/// The position of `s` in `names`, or nullopt.
template <size_t N>
std::optional<size_t> name_index(const std::array<std::string_view, N>& names, std::string_view s) {
  for (size_t i = 0; i < N; ++i)
    if (names[i] == s) return i;
  return std::nullopt;
}

/// The enumerator `names` spells as `s` (enumerator i is names[i]), or nullopt.
template <class E, size_t N>
std::optional<E> enum_from_name(const std::array<std::string_view, N>& names, std::string_view s) {
  auto i = name_index(names, s);
  return i ? std::optional<E>(static_cast<E>(*i)) : std::nullopt;
}

}  // namespace mm
