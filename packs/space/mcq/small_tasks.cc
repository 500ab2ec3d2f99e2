// The seven small-scale rows of the MCQ table (mcq_tasks.h): each core item
// (packs/space/<task>.h) as an McqQuestion. The symbols a grid uses reach
// the messages as arguments, so no template ever types one.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>

#include <fmt/format.h>

#include "packs/space/cbtt.h"
#include "packs/space/jlo.h"
#include "packs/space/mpfb.h"
#include "packs/space/mrt.h"
#include "packs/space/ptt.h"
#include "packs/space/mcq/mcq_tasks.h"
#include "packs/space/mcq/question_parts.h"
#include "packs/space/sadd.h"
#include "packs/space/satt.h"

namespace mm::space {
namespace {

// A question whose options are the item's grids.
template <class Item>
McqQuestion grid_question(std::string task, uint64_t index, const Item& it, TextArgs args) {
  McqQuestion q = base_question(std::move(task), index, to_json(it), it.gold);
  q.args = std::move(args);
  for (const CharGrid& g : it.options) q.options.push_back(grid_option(g));
  return q;
}

McqQuestion mrt(uint64_t seed, uint64_t index) {
  MrtItem it = make_mrt(seed, index);
  McqQuestion q = grid_question("mrt", index, it, {sym("filled", kMrtCell), sym("empty", kEmpty)});
  q.stimulus.push_back({"space.mrt.reference", {}, it.reference});
  return q;
}

McqQuestion ptt(uint64_t seed, uint64_t index) {
  PttItem it = make_ptt(seed, index);
  McqQuestion q = base_question("ptt", index, to_json(it), it.gold);
  q.args = {sym("empty", kEmpty), sym("stand", it.stand), sym("face", it.face), sym("target", it.target)};
  for (TextArg& a : bin_word_args()) q.args.push_back(std::move(a));
  q.stimulus.push_back({"space.ptt.board", {}, it.board});
  for (Bin8 b : it.options) q.options.push_back(bin_option(static_cast<int>(b)));
  return q;
}

McqQuestion jlo(uint64_t seed, uint64_t index) {
  JloItem it = make_jlo(seed, index);
  McqQuestion q = base_question("jlo", index, to_json(it), it.gold);
  q.args = {sym("first", kJloFirst), sym("second", kJloSecond), sym("empty", kEmpty)};
  q.stimulus.push_back({"space.jlo.canvas", {}, it.canvas});
  for (const RefPair& p : it.options)
    q.options.push_back({std::nullopt,
                         {{"space.jlo.pair", {lit("a", std::to_string(p.first)), lit("b", std::to_string(p.second))}}},
                         Json::array({p.first, p.second}), -1});
  return q;
}

// Reference lines by orientation (mod 180 degrees), in steps of 18.
double jlo_distance(const Json& a, const Json& b) {
  double d = 0;
  for (int i = 0; i < 2; ++i) {
    int x = (a[i].get<int>() - b[i].get<int>()) % 10;
    x = std::abs(x);
    d += std::min(x, 10 - x);
  }
  return d;
}

McqQuestion sadd(uint64_t seed, uint64_t index) {
  SaddItem it = make_sadd(seed, index);
  McqQuestion q =
      grid_question("sadd", index, it, {sym("blue", kBlue), sym("red", kRed), sym("white", kWhite), sym("empty", kEmpty)});
  q.stimulus.push_back({"space.sadd.first", {}, it.first});
  q.stimulus.push_back({"space.sadd.second", {}, it.second});
  return q;
}

McqQuestion cbtt(uint64_t seed, uint64_t index) {
  CbttItem it = make_cbtt(seed, index);
  McqQuestion q = base_question("cbtt", index, to_json(it), it.gold);
  q.args = {sym("block", kBlock), sym("tapped", kTapped), sym("empty", kEmpty),
            lit("taps", std::to_string(it.taps.size()))};
  for (size_t k = 0; k < it.taps.size(); ++k) q.stimulus.push_back({"space.cbtt.tap", {lit("n", std::to_string(k + 1))}, it.taps[k]});
  q.stimulus.push_back({"space.cbtt.board", {}, it.board});
  for (const std::string& s : it.options) {
    std::string spaced;
    for (char c : s) spaced += (spaced.empty() ? "" : " ") + std::string(1, c);
    q.options.push_back({std::nullopt, {{"space.cbtt.sequence", {lit("letters", spaced)}}}, s, -1});
  }
  return q;
}

McqQuestion satt(uint64_t seed, uint64_t index) {
  SattItem it = make_satt(seed, index);
  McqQuestion q = base_question("satt", index, to_json(it), it.gold);
  q.args = {sym("target", it.target)};
  q.stimulus.push_back({"space.satt.grid", {}, it.grid});
  for (const auto& cells : it.options) {
    OptionValue o;
    o.value = Json::array();
    for (const RowCol& rc : cells) {
      o.parts.push_back({"space.satt.cell", {lit("row", std::to_string(rc.row)), lit("col", std::to_string(rc.col))}});
      o.value.push_back({rc.row, rc.col});
    }
    o.marked = static_cast<int>(cells.size());
    q.options.push_back(std::move(o));
  }
  return q;
}

McqQuestion mpfb(uint64_t seed, uint64_t index) {
  MpfbItem it = make_mpfb(seed, index);
  McqQuestion q = grid_question("mpfb", index, it, {sym("empty", kEmpty), lit("pieces", std::to_string(it.pieces.size()))});
  for (size_t i = 0; i < it.pieces.size(); ++i)
    q.stimulus.push_back({"space.mpfb.piece", {lit("piece", std::string(1, static_cast<char>('A' + i)))}, it.pieces[i]});
  return q;
}

// Shortcut: the options whose pieces have the shown pieces' sizes (a piece
// of letter L covers as many cells as piece L shows), without fitting any.
std::vector<double> mpfb_piece_sizes(const McqQuestion& q) {
  std::map<char, int> want;
  for (const Block& b : q.stimulus)
    for (const std::string& row : *b.grid)
      for (char c : row)
        if (c != kEmpty) ++want[c];
  std::vector<double> out;
  for (const OptionValue& o : q.options) {
    std::map<char, int> got;
    for (const std::string& row : *o.grid)
      for (char c : row) ++got[c];
    out.push_back(got == want ? 1 : 0);
  }
  return out;
}

}  // namespace

std::vector<McqTask> small_scale_tasks() {
  return {
      {"mrt", "small", "spatial visualization", 40, mrt, nullptr, {}, false},
      {"ptt", "small", "spatial orientation", 100, ptt, bin_distance, {{"slip-hub", bin_slip_hub}, {"nearest-front", bin_nearest_front}}, false},
      {"mpfb", "small", "spatial visualization", 50, mpfb, nullptr, {{"piece-sizes", mpfb_piece_sizes}}, false},
      {"jlo", "small", "spatial perception", 50, jlo, jlo_distance, {}, true},
      {"satt", "small", "selective attention", 100, satt, nullptr, {}, false},
      {"cbtt", "small", "visuospatial working memory", 50, cbtt, nullptr, {}, false},
      {"sadd", "small", "visuospatial working memory", 50, sadd, nullptr, {}, true},
  };
}

}  // namespace mm::space
