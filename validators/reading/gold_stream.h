// Reading gold.jsonl a chunk of lines at a time on the workers, so that
// memory holds the text and one chunk of items, never every item: the
// scorer and the blind baselines both stream the gold this way. Results
// are handed back in line order on the calling thread, so they do not
// depend on the thread count.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "format/text_norm.h"
#include "base/parallel.h"
#include "validators/reading/gold.h"

namespace mm::score {

/// Gold lines per batch of the workers.
inline constexpr size_t kGoldChunk = 4096;

/// Calls `each(i, item)` on the workers for every non-empty gold line of
/// `text` (i counts those lines; the item's `line` is its line number in
/// the file), a chunk of kGoldChunk lines at a time, then `reduce(i, twin)`
/// in line order on this thread. With `keys` (per line), a line whose key
/// an earlier line of its chunk has is not read: reduce gets that line's
/// index as `twin` (else i). The first error (of `each`, or a line that
/// does not read, named "path:line") stops the pass. With `skip` (per
/// line), a line marked true is not read either (reduce still gets it).
template <class Each, class Reduce>
Status for_gold_lines(std::string_view text, const std::string& path, int threads, Each each, Reduce reduce,
                      const std::vector<std::string>* keys = nullptr, const std::vector<bool>* skip = nullptr) {
  std::vector<std::string_view> lines;
  std::vector<size_t> numbers;  // 1-based line numbers
  {
    size_t n = 0;
    for (std::string_view l : split_lines(text)) {
      ++n;
      if (trim(l).empty()) continue;
      lines.push_back(l);
      numbers.push_back(n);
    }
  }
  for (size_t start = 0; start < lines.size(); start += kGoldChunk) {
    size_t end = std::min(lines.size(), start + kGoldChunk);
    std::vector<std::optional<Error>> errors(end - start);
    std::vector<size_t> twin(end - start);
    std::map<std::string_view, size_t> first;
    for (size_t i = start; i < end; ++i) {
      twin[i - start] = i;
      if (keys && i < keys->size() && !(*keys)[i].empty())
        twin[i - start] = first.emplace((*keys)[i], i).first->second;
    }
    parallel_for(end - start, threads, [&](size_t k, int) {
      size_t i = start + k;
      if (twin[k] != i || (skip && i < skip->size() && (*skip)[i])) return;
      auto g = gold_from_line(lines[i], fmt::format("{}:{}", path, numbers[i]));
      if (!g) {
        errors[k] = g.error();
        return;
      }
      g->line = numbers[i];
      if (Status st = each(i, *g); !st) errors[k] = st.error();
    });
    for (size_t k = 0; k < errors.size(); ++k) {
      if (errors[k]) return *errors[k];
      reduce(start + k, twin[k]);
    }
  }
  return Status::Ok();
}

}  // namespace mm::score
