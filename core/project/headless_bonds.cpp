// A Protein Bonds project trained headless: its inputs (or the trypsin demo) read with the
// project's structure selection, the bonds the person gave, the model kind and the learner
// (app/workbenches/bonds/bond_workbench.cpp).
#include <algorithm>

#include "inference/matching.h"
#include "io/io_error.h"
#include "io/protein_files.h"
#include "project/headless_trainers.h"
#include "tasks/bond_task.h"

namespace m3::headless {

using nlohmann::json;

HeadlessTraining trainBonds(const std::string& path, const json& state,
                            const LearnerControl& control) {
  HeadlessTraining out;
  StructureSelection selection;
  selection.model =
      wholeNumber(state.value("structureModel", json(0)), 0, 1000000, path, "the structure model");
  for (const json& chain : state.value("chains", json::array()))
    if (chain.is_string()) selection.chains.push_back(chain.get<std::string>());
  ProteinFiles read;
  if (state.contains("trypsinDemo")) {
    const int count = wholeNumber(state["trypsinDemo"], 1, 1000000, path, "the demo's chains");
    const std::vector<std::string> files = pdbFilesIn(kTrypsinDemoFolder);
    if (files.empty())
      throwIoError(path,
                   std::string("its trypsin demo needs the Debian package theseus-examples (") +
                       kTrypsinDemoFolder + " is missing or empty)");
    read = readProteinFiles(files, selection, count);
  } else {
    std::vector<std::string> inputs;
    for (const json& reference : state.value("data", json::array()))
      inputs.push_back(resolveDataReference(reference, path, &out.warnings));
    if (inputs.empty()) throwIoError(path, "names no protein files");
    read = readProteinFiles(inputs, selection);
  }
  // As the workbench opens them: inputs that fail are named, the others kept.
  for (const std::string& why : read.failed) out.warnings.push_back(why);
  if (read.proteins.empty()) throwIoError(path, "none of its proteins could be read");

  std::vector<Protein> training;
  for (const json& record : state.value("bonds", json::array())) {
    const int i = wholeNumber(record.value("protein", json()), 0,
                              static_cast<long>(read.proteins.size()) - 1, path, "a protein");
    const Protein& protein = read.proteins[static_cast<size_t>(i)];
    // The name guards against inputs that changed order or content since the save.
    if (record.contains("name") && record["name"] != protein.name)
      throwIoError(path, "protein " + std::to_string(i + 1) + " is not " + record["name"].dump() +
                             " any more: the data changed");
    const json& flat = record.value("bonds", json::array());
    if (!flat.is_array() || flat.size() % 2 != 0)
      throwIoError(path, "the bonds of protein " + std::to_string(i + 1) + " are not pairs");
    std::vector<Bond> bonds;
    for (size_t k = 0; k < flat.size(); k += 2) {
      const int a = wholeNumber(flat[k], 0, protein.numCysteines() - 1, path, "a cysteine");
      const int b = wholeNumber(flat[k + 1], a + 1, protein.numCysteines() - 1, path, "a cysteine");
      bonds.push_back({a, b});
    }
    if (bonds.empty()) continue;
    Protein p = protein;
    p.bonds = toPairList(bonds);
    if (!p.bondsFormMatching())
      throwIoError(path, "the bonds of protein " + std::to_string(i + 1) +
                             " share a cysteine (each bonds at most once)");
    training.push_back(std::move(p));
  }
  if (training.empty()) throwIoError(path, "no proteins with bonds to train on");

  const TaskDeclaration& task = taskDeclaration("bonds");
  BondTrainingOptions options;
  options.kind = parseBondModelKind(state.value("modelKind", task.modelKinds.front()));
  applyLearnerValues(projectLearnerValues(state, task), options.bcfw);
  options.bcfw.certifyApproximateGap = false;  // as the workbench trains (training_panel.cpp)
  const BondTrainingResult result = m3::trainBonds(training, options, control);
  report(out, bondModelToJson(result.model),
         std::string(bondModelKindName(options.kind)) + " trained on " +
             std::to_string(result.proteins) + " proteins",
         result.progress, result.reason);
  return out;
}

}  // namespace m3::headless
