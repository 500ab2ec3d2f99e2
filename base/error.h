// Error values and a small Result<T> for fallible library calls.
//
// Library code never prints and never exits: it returns an Error whose
// message already names the place (file, line:column or JSON pointer) and
// what was expected, so the CLI only has to print it. A broken invariant (a
// bug, never bad input) is a std::logic_error, which main reports as an
// internal error.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace mm {

/// A failure with a human-readable message that names where it happened.
struct Error {
  std::string message;
  /// Returns a copy whose message is prefixed with `where: `.
  Error within(const std::string& where) const { return {where + ": " + message}; }
};

/// Either a value or an Error. Minimal stand-in for std::expected (C++23).
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error e) : v_(std::move(e)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { return std::get<0>(v_); }
  const T& value() const& { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

/// Result for calls that produce nothing but may fail.
class Status {
 public:
  Status() = default;
  Status(Error e) : err_(std::move(e)) {}
  static Status Ok() { return {}; }
  bool ok() const { return !err_.has_value(); }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return *err_; }

 private:
  std::optional<Error> err_;
};

}  // namespace mm

/// Propagating failures: `MM_TRY(scene, load_scene(path));` declares
/// `auto scene = load_scene(path);` and returns its error from the enclosing
/// function when it failed; `scene` is the Result, read as `*scene`.
#define MM_TRY(name, ...)   \
  auto name = (__VA_ARGS__); \
  if (!name) return name.error()

/// `MM_CHECK(write_file(path, text));` returns the error of a Status or
/// Result expression from the enclosing function when it failed.
#define MM_CHECK(...)                                             \
  do {                                                            \
    if (auto mm_check_ = (__VA_ARGS__); !mm_check_) return mm_check_.error(); \
  } while (0)
