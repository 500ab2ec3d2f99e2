#include "packs/space/mpfb.h"
#include "packs/space/mcq.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>

namespace mm::space {
namespace {

constexpr int kDr[] = {-1, 1, 0, 0};
constexpr int kDc[] = {0, 0, -1, 1};

char letter(int i) { return static_cast<char>('A' + i); }

bool inside(const CharGrid& g, int r, int c) {
  return r >= 0 && c >= 0 && r < static_cast<int>(g.size()) && c < static_cast<int>(g[r].size());
}

// Five regions grown together from five random seed cells. Each step draws
// a region uniformly among those that can still grow, then one of the empty
// cells next to it (listed row-major, so the draw is deterministic);
// drawing the region first keeps the pieces' sizes comparable. A cut is
// kept when every piece has 3 cells or more and none more than twice the
// average.
CharGrid cut(Rng& rng, int s) {
  for (;;) {
    CharGrid g = blank_grid(s, s);
    std::vector<int> cells;
    for (int i = 0; i < s * s; ++i) cells.push_back(i);
    rng.shuffle(cells);
    for (int p = 0; p < kMpfbPieces; ++p) g[cells[p] / s][cells[p] % s] = letter(p);
    for (int left = s * s - kMpfbPieces; left > 0; --left) {
      std::vector<std::vector<int>> frontier(kMpfbPieces);
      for (int r = 0; r < s; ++r)
        for (int c = 0; c < s; ++c) {
          if (g[r][c] != kEmpty) continue;
          for (int p = 0; p < kMpfbPieces; ++p)
            for (int d = 0; d < 4; ++d)
              if (inside(g, r + kDr[d], c + kDc[d]) && g[r + kDr[d]][c + kDc[d]] == letter(p)) {
                frontier[p].push_back(r * s + c);
                break;
              }
        }
      std::vector<int> growing;
      for (int p = 0; p < kMpfbPieces; ++p)
        if (!frontier[p].empty()) growing.push_back(p);
      int p = rng.pick(growing);
      int cell = rng.pick(frontier[p]);
      g[cell / s][cell % s] = letter(p);
    }
    int smallest = s * s, largest = 0;
    for (int p = 0; p < kMpfbPieces; ++p) {
      int n = 0;
      for (const auto& row : g) n += static_cast<int>(std::count(row.begin(), row.end(), letter(p)));
      smallest = std::min(smallest, n);
      largest = std::max(largest, n);
    }
    if (smallest >= 3 && largest * kMpfbPieces <= 2 * s * s) return g;
  }
}

CharGrid only(const CharGrid& g, char l) {
  CharGrid out = g;
  for (auto& row : out)
    for (char& ch : row)
      if (ch != l) ch = kEmpty;
  return out;
}

// The piece of letter l in an assembly, up to turns and shifts: the least
// of its four turned crops.
CharGrid canonical(const CharGrid& piece) {
  CharGrid c = cropped(piece), best = c;
  for (int k = 1; k < 4; ++k) best = std::min(best, rotated_cw(c, k));
  return best;
}

bool region_connected(const CharGrid& g, char l) {
  std::vector<std::pair<int, int>> stack;
  int total = 0;
  for (int r = 0; r < static_cast<int>(g.size()); ++r)
    for (int c = 0; c < static_cast<int>(g[r].size()); ++c)
      if (g[r][c] == l) {
        ++total;
        if (stack.empty()) stack.push_back({r, c});
      }
  if (total == 0) return false;
  std::set<std::pair<int, int>> seen = {stack[0]};
  while (!stack.empty()) {
    auto [r, c] = stack.back();
    stack.pop_back();
    for (int d = 0; d < 4; ++d) {
      int rr = r + kDr[d], cc = c + kDc[d];
      if (inside(g, rr, cc) && g[rr][cc] == l && seen.insert({rr, cc}).second) stack.push_back({rr, cc});
    }
  }
  return static_cast<int>(seen.size()) == total;
}

bool all_connected(const CharGrid& g) {
  for (int p = 0; p < kMpfbPieces; ++p)
    if (!region_connected(g, letter(p))) return false;
  return true;
}

// How many pairs of side-by-side cells lie in different pieces: the length
// of the cuts.
int cut_length(const CharGrid& g) {
  int n = 0, s = static_cast<int>(g.size());
  for (int r = 0; r < s; ++r)
    for (int c = 0; c < s; ++c) n += (r + 1 < s && g[r][c] != g[r + 1][c]) + (c + 1 < s && g[r][c] != g[r][c + 1]);
  return n;
}

// Two cells traded between neighbouring pieces: a cell of one piece, next
// to another, joins that other piece, and a cell of the other, next to the
// first as it now is, joins the first. Both pieces keep their sizes and stay
// connected, and the cuts keep their length (a trade that lengthened them
// would leave the gold the assembly with the shortest cuts). Drawn
// uniformly among all such trades; returns false when there is none (the
// grid is left as it was).
bool trade_cells(Rng& rng, CharGrid& g) {
  int s = static_cast<int>(g.size()), length = cut_length(g);
  auto next_to = [&](int cell, char l) {
    for (int d = 0; d < 4; ++d) {
      int rr = cell / s + kDr[d], cc = cell % s + kDc[d];
      if (inside(g, rr, cc) && g[rr][cc] == l) return true;
    }
    return false;
  };
  std::vector<std::pair<int, int>> trades;  // (cell that leaves X for Y, cell that leaves Y for X)
  for (int one = 0; one < s * s; ++one) {
    char x = g[one / s][one % s];
    for (int p = 0; p < kMpfbPieces; ++p) {
      char y = letter(p);
      if (y == x || !next_to(one, y)) continue;
      g[one / s][one % s] = y;
      for (int two = 0; two < s * s; ++two) {
        if (two == one || g[two / s][two % s] != y || !next_to(two, x)) continue;
        g[two / s][two % s] = x;
        if (cut_length(g) == length && region_connected(g, x) && region_connected(g, y)) trades.push_back({one, two});
        g[two / s][two % s] = y;
      }
      g[one / s][one % s] = x;
    }
  }
  if (trades.empty()) return false;
  auto [one, two] = rng.pick(trades);
  std::swap(g[one / s][one % s], g[two / s][two % s]);
  return true;
}

// Two pieces of the same size exchange letters: each letter then covers the
// other's cells, as if the two pieces had been put in each other's place.
// Returns false when no two pieces have the same size (left as it was).
bool swap_pieces(Rng& rng, CharGrid& g) {
  std::vector<int> size(kMpfbPieces, 0);
  for (const auto& row : g)
    for (char ch : row) ++size[ch - 'A'];
  std::vector<std::pair<int, int>> pairs;
  for (int p = 0; p < kMpfbPieces; ++p)
    for (int q = p + 1; q < kMpfbPieces; ++q)
      if (size[p] == size[q]) pairs.push_back({p, q});
  if (pairs.empty()) return false;
  auto [p, q] = rng.pick(pairs);
  for (auto& row : g)
    for (char& ch : row)
      if (ch == letter(p) || ch == letter(q)) ch = ch == letter(p) ? letter(q) : letter(p);
  return true;
}

// The three distractors of the cut `gold`, as (kind, assembly), or none
// after kAttempts draws (the caller cuts again).
std::optional<std::vector<std::pair<std::string, CharGrid>>> distractors_of(Rng& rng, const CharGrid& gold) {
  constexpr int kAttempts = 64;
  int s = static_cast<int>(gold.size());
  std::vector<CharGrid> shapes;
  for (int p = 0; p < kMpfbPieces; ++p) shapes.push_back(canonical(only(gold, letter(p))));
  auto consistent = [&](const CharGrid& g) {
    for (int p = 0; p < kMpfbPieces; ++p)
      if (canonical(only(g, letter(p))) != shapes[p]) return false;
    return true;
  };

  // Two slips and their combination, every one keeping every piece's size
  // (docs/space.md, "MPFB"): a first slip, the assembly mirrored, two
  // same-size pieces in each other's place or two cells traded between
  // neighbouring pieces; a second, two cells traded elsewhere. The four
  // options are the corners of a rectangle, each as central as the others,
  // and all four have the shown pieces' sizes, so neither a distance nor a
  // count of cells tells the gold (docs/space.md, "Option-only baselines").
  auto fresh = [&](const std::vector<CharGrid>& opts) {
    std::set<CharGrid> seen;
    for (const CharGrid& g : opts)
      if (!seen.insert(g).second) return false;
    for (size_t i = 1; i < opts.size(); ++i)
      if (!all_connected(opts[i]) || consistent(opts[i]) || cut_length(opts[i]) != cut_length(gold)) return false;
    return true;
  };
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    std::string first = rng.pick(std::vector<std::string>{"mirrored", "swapped-pieces", "traded-cells"});
    const std::string second = "traded-cells";
    CharGrid b = gold, a = gold, ab;
    if (!trade_cells(rng, b)) return {};  // no trade keeps the cuts' length: no later attempt finds one
    if (first == "mirrored") {
      a = mirrored(gold);
      ab = mirrored(b);
    } else {
      if (!(first == "swapped-pieces" ? swap_pieces(rng, a) : trade_cells(rng, a))) continue;
      ab = b;
      bool apart = true;  // the two slips change different cells
      for (int r = 0; r < s; ++r)
        for (int c = 0; c < s; ++c)
          if (a[r][c] != gold[r][c]) apart = apart && b[r][c] == gold[r][c], ab[r][c] = a[r][c];
      if (!apart) continue;
    }
    if (fresh({gold, a, b, ab})) return {{{first, a}, {second, b}, {first + "+" + second, ab}}};
  }
  return {};
}

}  // namespace

MpfbItem make_mpfb(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "mpfb", index);
  MpfbItem item;
  item.seed = seed;
  item.index = index;
  int s = static_cast<int>(rng.between(5, 7));
  CharGrid gold;
  std::optional<std::vector<std::pair<std::string, CharGrid>>> found;
  while (!found) {
    gold = cut(rng, s);
    found = distractors_of(rng, gold);
  }
  std::vector<std::pair<std::string, CharGrid>> distractors = std::move(*found);
  for (int p = 0; p < kMpfbPieces; ++p) {
    int k = static_cast<int>(rng.below(4));
    item.piece_turns.push_back(k);
    item.pieces.push_back(rotated_cw(cropped(only(gold, letter(p))), k));
  }
  rng.shuffle(distractors);

  item.gold = place_gold(rng, "pieces", gold, distractors, item.options, item.kinds);
  return item;
}

Json to_json(const MpfbItem& item) {
  Json pieces = Json::array();
  for (int p = 0; p < kMpfbPieces; ++p)
    pieces.push_back({{"grid", grid_json(item.pieces[p])}, {"turns", item.piece_turns[p]}});
  Json options = Json::array();
  for (int i = 0; i < kOptions; ++i) options.push_back({{"grid", grid_json(item.options[i])}, {"kind", item.kinds[i]}});
  return {{"task", "mpfb"},
          {"seed", item.seed},
          {"index", item.index},
          {"pieces", pieces},
          {"options", options},
          {"gold", item.gold}};
}

std::vector<int> mpfb_solve(const MpfbItem& item) {
  using Cells = std::set<std::pair<int, int>>;
  auto cells_of = [](const CharGrid& g, char l) {
    Cells s;
    for (int r = 0; r < static_cast<int>(g.size()); ++r)
      for (int c = 0; c < static_cast<int>(g[r].size()); ++c)
        if (g[r][c] == l) s.insert({r, c});
    return s;
  };
  auto shifted_to_origin = [](const Cells& s) {
    int r0 = 1 << 30, c0 = 1 << 30;
    for (auto [r, c] : s) r0 = std::min(r0, r), c0 = std::min(c0, c);
    Cells out;
    for (auto [r, c] : s) out.insert({r - r0, c - c0});
    return out;
  };
  std::vector<char> letters;
  std::vector<std::vector<Cells>> turns;  // per piece: its cells under the four turns, shifted to the origin
  for (const CharGrid& piece : item.pieces) {
    char l = kEmpty;
    for (const auto& row : piece)
      for (char ch : row)
        if (ch != kEmpty) l = ch;
    letters.push_back(l);
    std::vector<Cells> t;
    Cells cur = cells_of(piece, l);
    for (int k = 0; k < 4; ++k) {
      t.push_back(shifted_to_origin(cur));
      Cells next;
      for (auto [r, c] : cur) next.insert({c, -r});  // a quarter turn clockwise
      cur = next;
    }
    turns.push_back(t);
  }
  std::vector<int> correct;
  for (int i = 0; i < static_cast<int>(item.options.size()); ++i) {
    const CharGrid& o = item.options[i];
    bool ok = true;
    for (const auto& row : o)
      for (char ch : row) ok = ok && std::find(letters.begin(), letters.end(), ch) != letters.end();
    for (size_t p = 0; ok && p < letters.size(); ++p) {
      Cells region = shifted_to_origin(cells_of(o, letters[p]));
      ok = std::find(turns[p].begin(), turns[p].end(), region) != turns[p].end();
    }
    if (ok) correct.push_back(i);
  }
  return correct;
}

}  // namespace mm::space
