// A progress bar on stderr, drawn only when stderr is a terminal.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace mm::cli {

class ProgressBar {
 public:
  ProgressBar(std::string label, size_t total);
  ~ProgressBar();
  /// Changes the total (e.g. once a file size is known).
  void set_total(size_t total) { total_ = total; }
  /// Redraws at most ~10 times a second.
  void update(size_t done);
  /// Draws the final state and ends the line.
  void finish();

 private:
  std::string label_;
  size_t total_;
  size_t done_ = 0;
  bool tty_;
  bool finished_ = false;
  std::chrono::steady_clock::time_point start_, last_;
  void draw();
};

}  // namespace mm::cli
