#pragma once
// Class codes stored in point-cloud files <-> the project's label indices (ClassMapping in
// data/point_cloud.h), the built-in mappings, and their JSON form for project files.
//
// asprsTerrainMapping(): labels ground 0, building 1, tree 2, shrub 3 (the terrain
//   workbench's classes, same order as terrainLabelSet()); ASPRS LAS codes
//   2 ground -> ground, 6 building -> building, 5 high vegetation -> tree,
//   3 low and 4 medium vegetation -> shrub; every other code (0/1 unclassified, 7 noise,
//   9 water, ...) -> unlabelled.
// oaklandMapping(): the 5 classes of Munoz et al. (CVPR 2009), labels vegetation 0, wire 1,
//   pole 2, ground 3, facade 4, from the Oakland 3-D label codes (the code table in the
//   files' '#' header lines). The codes of the reduced 5-class files (1004, 1100, 1103,
//   1200, 1400) are included, so both kinds of file read the same way.
//   vegetation  1004 scatter_misc, 1300 foliage, 1302 small_trunk, 1303 large_trunk,
//               1304 thin_branch, 1305 thick_branch, 1306 shrub (trunks and branches belong
//               to trees, which are vegetation)
//   wire        1100 default_wire, 1101 wire_bundle, 1102 isolated_wire, 1105 support_wire
//   pole        1103 utility_pole, 1104 crossarm, 1106 support_pole, 1107 lamp_support,
//               1110 post, 1116 traffic_lights_support
//   ground      1200 load_bearing, 1201 cliff, 1202 ground, 1203 paved_road, 1204 trail,
//               1205 curb, 1206 walkway, 1301 grass (the classes are geometric: grass is a
//               load-bearing surface, not scatter)
//   facade      1400 facade, 1401 wall, 1402 stairs, 1403 door, 1404 window, 1405 chimney,
//               1406 roof, 1407 chainlinkfence, 1408 fence, 1409 gate, 1410 ceiling,
//               1411 facade_ledge, 1412 column
//   unlabelled  everything else: 1000 to_label, 1001 undet, 1002 linear_misc, 1003 surf_misc,
//               1005 artifact, the street furniture 1108 transformer, 1109 fire_hydrant,
//               1111 sign, 1112 pylon, 1113 bench, 1114 lamp, 1115 traffic_lights,
//               1117 garbage, 1118 crosswalk_light, 1119 parking_meter, 1207 guardrail,
//               1413 mailbox, 1414-1417, 15xx human/vehicles, 16xx, 17xx, 9999 legacy.
// semanticKittiMapping(): SemanticKITTI's 19 evaluation classes (its benchmark's learning map),
//   car, bicycle, motorcycle, truck, other-vehicle, person, bicyclist, motorcyclist, road,
//   parking, sidewalk, other-ground, building, fence, vegetation, trunk, terrain, pole,
//   traffic-sign, from its raw codes: moving objects (252-259) join their static class, bus 13,
//   on-rails 16 and their moving codes are other-vehicle, lane-marking 60 is road; 0
//   unlabelled, 1 outlier, 52 other-structure and 99 other-object are unlabelled.
//
// Requires: mappings passed in are valid (validateClassMapping): codes listed at most once,
//   labels in [0, labelNames.size()) or kUnlabelled, label names distinct.
// Ensures: applyClassMapping gives kUnlabelled for codes not listed and for clouds without
//   class codes; labelsToCodes inverts it (see there). JSON reading throws IoError naming
//   the source and the offending key.
// Cost: O(points + entries) per conversion (hash lookup per point).
#include <string>
#include <vector>

#include "data/labeling.h"
#include "data/point_cloud.h"

namespace m3 {

ClassMapping asprsTerrainMapping();
ClassMapping oaklandMapping();
ClassMapping semanticKittiMapping();
// Code k -> label k for every name (files written from labels, e.g. the terrain sample).
ClassMapping identityClassMapping(std::vector<std::string> labelNames);
// Each distinct code, ascending, becomes its own label named after the number: a starting
// point for files whose codes have no built-in mapping.
ClassMapping distinctCodeMapping(const std::vector<int>& codes);

// Throws std::invalid_argument describing the first problem.
void validateClassMapping(const ClassMapping& mapping);

Labeling applyClassMapping(const PointCloud& cloud, const ClassMapping& mapping);

// Codes to write for `labels`: each label becomes the smallest code mapped to it, except that
// a point keeps its `originalCodes` entry (when given) if that code already maps to the
// point's label, so fine codes such as Oakland's 1203 paved_road survive a round trip.
// Unlabelled points keep their original code if it maps to no label, else get
// `unlabelledCode`. Throws std::invalid_argument when a label has no code or is out of range,
// or originalCodes is non-empty with a different length.
std::vector<int> labelsToCodes(const Labeling& labels, const ClassMapping& mapping,
                               const std::vector<int>& originalCodes = {}, int unlabelledCode = 0);

// {"labels": ["ground", ...], "codes": {"2": "ground", ...}}; codes mapped to kUnlabelled
// are left out (unlisted means unlabelled). Read back, entries are sorted by code.
std::string classMappingToJson(const ClassMapping& mapping);
ClassMapping classMappingFromJson(const std::string& json, const std::string& sourceName);

}  // namespace m3
