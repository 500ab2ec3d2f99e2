// A release's own scoring vocabulary (vocabulary/<condition>.json), made the
// phrase index the scorer reads that release's answers with. A condition
// whose file is absent (a release made before the files existed) is read
// with the fallback vocabulary of this build, and a note says so.
#pragma once

#include <string>
#include <vector>

#include "base/error.h"

namespace mm::score {

Status use_release_vocabulary(const std::string& dir, const std::vector<std::string>& conditions,
                              std::vector<std::string>* notes = nullptr);

}  // namespace mm::score
