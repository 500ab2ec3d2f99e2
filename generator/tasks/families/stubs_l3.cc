// Placeholders for families of this level not written yet: they produce no
// items. Delete a stub when its family gets its own file.
#include "generator/tasks/families/builders.h"

namespace mm {


}  // namespace mm
