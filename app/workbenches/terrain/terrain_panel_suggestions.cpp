// Label Next in Terrain: the patches of the ground plan the model is least sure of
// (tasks/terrain/terrain_patches.h), ringed in the view.
#include <QLocale>
#include <algorithm>

#include "point_cloud_view.h"
#include "terrain_panel.h"

namespace m3 {

const TerrainPatches& TerrainPanel::patches() const {
  if (patchesCloud_ != document_.dataGeneration() || !document_.cloud()) {
    patches_ = document_.cloud() ? terrainPatches(*document_.cloud(), kTerrainPatchMetres)
                                 : TerrainPatches{};
    patchesCloud_ = document_.dataGeneration();
  }
  return patches_;
}

std::vector<Suggestion> TerrainPanel::suggestLabels(int count) const {
  if (!document_.cloud()) return {};
  return suggestTerrainPatches(patches(), document_.predictions(), document_.confidence(),
                               document_.userLabels(), {count, 0});
}

bool TerrainPanel::isLabelled(const Suggestion& s) const {
  return s.item < patches().count() &&
         terrainPatchLabelled(patches(), s.item, document_.userLabels());
}

QString TerrainPanel::describeSuggestion(const Suggestion& s) const {
  const TerrainPatches& all = patches();
  if (s.item >= all.count()) return {};
  // What the model calls most of it, so the person knows what to look for.
  const int most =
      terrainPatchMajority(all, s.item, document_.predictions(), document_.labels().size());
  const Eigen::Vector3d& c = all.centres[s.item];
  const QLocale locale;
  //: %1: the patch's side in metres; %2 and %3: its centre; %4: a class name
  return tr("the %1 m patch at x %2, y %3 (%Ln point(s), mostly %4)", "", all.pointCount(s.item))
      .arg(locale.toString(all.size, 'g', 3), locale.toString(c.x(), 'f', 1),
           locale.toString(c.y(), 'f', 1),
           most < 0 ? QString() : QString::fromStdString(document_.labels().names[most]));
}

void TerrainPanel::showSuggestion(const Suggestion& s) {
  const TerrainPatches& all = patches();
  if (s.item >= all.count()) return;
  view_->showPlace(all.centres[s.item].transpose(), all.size);
}

}  // namespace m3
