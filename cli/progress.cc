#include "cli/progress.h"

#include <unistd.h>

#include <cstdio>

#include <fmt/format.h>

namespace mm::cli {

ProgressBar::ProgressBar(std::string label, size_t total)
    : label_(std::move(label)), total_(total), tty_(::isatty(STDERR_FILENO) == 1),
      start_(std::chrono::steady_clock::now()), last_(start_) {}

ProgressBar::~ProgressBar() { finish(); }

void ProgressBar::update(size_t done) {
  done_ = done;
  if (!tty_) return;
  auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100) && done_ < total_) return;
  last_ = now;
  draw();
}

void ProgressBar::draw() {
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  double rate = secs > 0 ? done_ / secs : 0;
  constexpr int kWidth = 30;
  int filled = total_ ? static_cast<int>(kWidth * double(done_) / double(total_)) : 0;
  std::string bar(filled, '#');
  bar.resize(kWidth, '.');
  std::string eta;
  if (rate > 0 && done_ < total_) {
    auto left = static_cast<long long>(double(total_ - done_) / rate + 0.5);
    eta = left >= 60 ? fmt::format("  ETA {}m{:02}s", left / 60, left % 60) : fmt::format("  ETA {}s", left);
  }
  std::fprintf(stderr, "\r%s [%s] %zu/%zu  %.1f/s%s   ", label_.c_str(), bar.c_str(), done_, total_, rate,
               eta.c_str());
  std::fflush(stderr);
}

void ProgressBar::finish() {
  if (finished_) return;
  finished_ = true;
  if (!tty_) return;
  draw();
  std::fputc('\n', stderr);
}

}  // namespace mm::cli
