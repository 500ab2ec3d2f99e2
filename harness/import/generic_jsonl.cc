// Any JSONL with the id and the reply at named fields (dotted paths: object
// keys and array indices) and the model given with --model.
#include <fmt/format.h>

#include "harness/import/import_internal.h"

namespace mm::harness {

void read_generic(const InputFile& f, const ImportOptions& opt, score::PredictionSet& set) {
  for_each_json_line(f, set, [&](size_t n, const Json& line) {
    const Json* id = at_path(line, opt.id_field);
    const Json* output = at_path(line, opt.output_field);
    auto id_str = id ? id_text(*id) : std::nullopt;
    if (!id_str) {
      set.errors.push_back({f.path, n, fmt::format("--id-field {}: {}", opt.id_field,
                                                   id ? "expected a string or an integer, found " + json_kind(*id)
                                                      : std::string("missing"))});
      return;
    }
    if (!output || !(output->is_string() || output->is_null())) {
      set.errors.push_back({f.path, n, fmt::format("--output-field {}: {}", opt.output_field,
                                                   output ? "expected a string, found " + json_kind(*output)
                                                          : std::string("missing"))});
      return;
    }
    score::add_prediction({*id_str, opt.model, output->is_string() ? output->get<std::string>() : "", f.path, n}, set);
  });
  set.sources.push_back(fmt::format("{}: read as generic JSONL (id at {}, output at {}, model \"{}\")", f.path,
                                    opt.id_field, opt.output_field, opt.model));
}

}  // namespace mm::harness
