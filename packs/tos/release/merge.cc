// Joining the condition shards of a Theory of Space release (release.h)
// through every pack's merge (packs/common/release/merge.h).
#include "packs/common/release/merge.h"
#include "packs/tos/release/release.h"

namespace mm::tos {

Status merge_release(const std::vector<std::string>& dirs, const std::string& out, bool force,
                     std::vector<std::string>* notes) {
  return pack::merge_pack_release<ReleaseOptions, ReleaseSummary>("tos", dirs, out, force, notes, release_of_manifest,
                                                                  release_card, release_manifest);
}

}  // namespace mm::tos
