// Build functions of every family, one per file in this folder. Each takes
// its catalogue entry, the case context, the underlying case j and the
// variant, and returns the item or nullopt when the scene offers no
// unambiguous candidate. registry.cc pairs them with the catalogue.
#pragma once

#include <optional>

#include "generator/tasks/family.h"

namespace mm {

using BuildFn = std::optional<TaskItem> (*)(const FamilyInfo&, const CaseContext&, int j, Variant);

#define MM_FAMILY(name) std::optional<TaskItem> build_##name(const FamilyInfo&, const CaseContext&, int, Variant);
// L0 atomic facts
MM_FAMILY(exists) MM_FAMILY(count) MM_FAMILY(roomInventory) MM_FAMILY(typeHistogram) MM_FAMILY(objectState)
// L1 anchor-local relations
MM_FAMILY(locate) MM_FAMILY(relationCheck) MM_FAMILY(contents) MM_FAMILY(roomOf) MM_FAMILY(coLocated)
// L2 multi-object integration
MM_FAMILY(relativeDirection) MM_FAMILY(chainRelation) MM_FAMILY(indirectSearch) MM_FAMILY(sameRoom)
MM_FAMILY(roomPath) MM_FAMILY(distanceCompare)
// L3 viewpoint
MM_FAMILY(globalToView) MM_FAMILY(viewToGlobal) MM_FAMILY(rotation) MM_FAMILY(viewpointShift) MM_FAMILY(rotationCheck)
// L4 dynamic state
MM_FAMILY(event) MM_FAMILY(undo) MM_FAMILY(counterfactualLocation) MM_FAMILY(partialObservation)
MM_FAMILY(actionFailure) MM_FAMILY(beliefRevision) MM_FAMILY(eventSet) MM_FAMILY(attributeChange)
MM_FAMILY(multiEvent) MM_FAMILY(affectedObjects) MM_FAMILY(finalState) MM_FAMILY(actionOrdering)
MM_FAMILY(chainCounterfactual)
// L5 world graph
MM_FAMILY(staticGraph) MM_FAMILY(dynamicGraph) MM_FAMILY(counterfactualGraph) MM_FAMILY(localSlice) MM_FAMILY(houseGraph)
// diagnostics
MM_FAMILY(rtlAnchorPreference) MM_FAMILY(sceneListing)
#undef MM_FAMILY

}  // namespace mm
