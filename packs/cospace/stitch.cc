#include "packs/cospace/stitch.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

namespace mm::cospace {
namespace {

struct Ref {
  int view;
  int mention;
  Arc arc;
};

struct Search {
  const std::vector<Ref>& refs;
  const std::vector<Arc>& outside;  // per view: bearings outside its field of view
  std::vector<std::vector<Block>>& out;
  bool truncated = false;
  std::vector<Block> blocks;

  bool closes(const Block& b) const {
    Arc a = b.bearings;
    for (int v = 0; v < static_cast<int>(outside.size()); ++v) {
      bool mentioned = std::any_of(b.mentions.begin(), b.mentions.end(), [&](const auto& m) { return m.first == v; });
      if (!mentioned) a &= outside[v];
    }
    return a.any();
  }

  void run(size_t i) {
    if (truncated) return;
    if (i == refs.size()) {
      std::vector<Block> done;
      for (const Block& b : blocks) {
        if (!closes(b)) return;
        Block c = b;
        for (int v = 0; v < static_cast<int>(outside.size()); ++v)
          if (std::none_of(c.mentions.begin(), c.mentions.end(), [&](const auto& m) { return m.first == v; }))
            c.bearings &= outside[v];
        done.push_back(std::move(c));
      }
      if (out.size() >= kMaxPartitions) {
        truncated = true;
        return;
      }
      out.push_back(std::move(done));
      return;
    }
    const Ref& r = refs[i];
    for (size_t b = 0; b < blocks.size(); ++b) {
      // By index: the recursion may grow `blocks` and move its elements.
      const Block& blk = blocks[b];
      bool same_view =
          std::any_of(blk.mentions.begin(), blk.mentions.end(), [&](const auto& m) { return m.first == r.view; });
      if (same_view || (blk.bearings & r.arc).none()) continue;
      Arc saved = blk.bearings;
      blocks[b].mentions.push_back({r.view, r.mention});
      blocks[b].bearings &= r.arc;
      run(i + 1);
      blocks[b].mentions.pop_back();
      blocks[b].bearings = saved;
    }
    blocks.push_back({{{r.view, r.mention}}, r.arc});
    run(i + 1);
    blocks.pop_back();
  }
};

}  // namespace

Stitching stitch(const std::vector<View>& views) {
  std::vector<int> headings;
  for (const View& v : views) headings.push_back(v.heading);
  return stitch(views, headings);
}

Stitching stitch(const std::vector<View>& views, const std::vector<int>& headings, bool unique_kinds) {
  if (headings.size() != views.size()) throw std::invalid_argument("stitch: one heading per view");
  std::vector<Arc> outside;
  for (int h : headings) outside.push_back(~arc_fov(h));
  std::map<std::pair<std::string, tos::Dist>, std::vector<Ref>> groups;
  for (int v = 0; v < static_cast<int>(views.size()); ++v)
    for (int m = 0; m < static_cast<int>(views[v].seen.size()); ++m) {
      const Mention& x = views[v].seen[m];
      groups[{x.kind, x.dist}].push_back({v, m, arc_ego(headings[v], x.ego)});
    }
  Stitching s;
  for (const auto& [key, refs] : groups) {
    Signature sig{key.first, key.second, {}, false};
    Search search{refs, outside, sig.partitions, false, {}};
    search.run(0);
    sig.truncated = search.truncated;
    if (unique_kinds && sig.kind != "Door") {
      // One object of the kind: one block, and no other distance bin.
      bool alone =
          std::count_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first.first == sig.kind; }) == 1;
      std::erase_if(sig.partitions, [&](const std::vector<Block>& p) { return !alone || p.size() != 1; });
    }
    s.signatures.push_back(std::move(sig));
  }
  return s;
}

bool Stitching::consistent() const {
  return std::all_of(signatures.begin(), signatures.end(),
                     [](const Signature& s) { return !s.partitions.empty() && !s.truncated; });
}

std::set<int> Stitching::counts(const std::string& kind) const {
  std::set<int> sums{0};
  for (const Signature& s : signatures) {
    if (s.kind != kind) continue;
    if (s.truncated) return {};
    std::set<int> sizes, next;
    for (const auto& p : s.partitions) sizes.insert(static_cast<int>(p.size()));
    for (int a : sums)
      for (int b : sizes) next.insert(a + b);
    sums = std::move(next);
  }
  return sums;
}

Arc Stitching::single_object_bearings(const std::string& kind) const {
  if (counts(kind) != std::set<int>{1}) return {};
  Arc out;
  for (const Signature& s : signatures)
    if (s.kind == kind)
      for (const auto& p : s.partitions) out |= p[0].bearings;
  return out;
}

bool Stitching::surely_in(const std::string& kind, const Arc& sector) const {
  // Signatures group independently, so "in every explanation" holds exactly
  // when one signature has, in each of its partitions, a block inside.
  for (const Signature& s : signatures) {
    if (s.kind != kind || s.partitions.empty() || s.truncated) continue;
    bool all = std::all_of(s.partitions.begin(), s.partitions.end(), [&](const std::vector<Block>& p) {
      return std::any_of(p.begin(), p.end(), [&](const Block& b) { return (b.bearings & ~sector).none(); });
    });
    if (all) return true;
  }
  return false;
}

bool Stitching::maybe_in(const std::string& kind, const Arc& sector) const {
  for (const Signature& s : signatures) {
    if (s.kind != kind) continue;
    if (s.truncated) return true;
    for (const auto& p : s.partitions)
      for (const Block& b : p)
        if ((b.bearings & sector).any()) return true;
  }
  return false;
}

}  // namespace mm::cospace
