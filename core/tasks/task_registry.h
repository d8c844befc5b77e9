#pragma once
// Every task, declared once (docs/architecture.md, "Declare once"): its id (the workbench's
// id, the CLI's command word), its model kinds and the learner settings it trains with, with
// their defaults. The workbenches' Training Options and model boxes, projects and the CLI's
// train commands take their defaults from here, so the same labels train the same model
// whether Train is pressed in the GUI or `m3studio-cli ... train` runs (tests/app/
// test_task_registry.cpp checks that every panel and command does).
#include <string>
#include <string_view>
#include <vector>

#include "params/parameter.h"

namespace m3 {

struct BcfwOptions;

// The learner settings of one task and which of them it offers. Shared by every max-margin
// learner: C, the stopping rule (relative duality gap, pass limit), and where the task has
// them, cached planes, the learner (BCFW or 1-slack, block sampling, step kind) and the loss.
struct LearnerDeclaration {
  double C = 1;
  bool stoppingRule = true;  // gap and passes (false: the learner stops by itself)
  double gap = 0.01;
  int passes = 100;
  bool planesChoice = false;  // --planes
  int planes = 0;
  bool learnerChoice = false;  // --learner, --sampling, --steps
  std::string_view loss = {};  // the default loss ("hamming", "balanced"); "": no choice
};

struct TaskDeclaration {
  std::string id;       // "regions": workbench id, project "workbench", journal, settings
  std::string command;  // the CLI's command word ("regions"; handwriting: "" = top level)
  std::string title;    // "Image Regions"
  LearnerDeclaration learner;
  std::vector<std::string> modelKinds;  // as projects and --model-kind name them; [0] the default
  std::string modelKindHelp;            // one line: how the kinds differ (--model-kind's help)
  // The task's own settings beyond the learner's (handwriting's kernel scales), read by its
  // train command, its workbench and headless projects alike.
  std::vector<Parameter> options = {};

  // The declarations of the learner settings this task offers, with its defaults.
  std::vector<Parameter> learnerParameters() const;
  // --model-kind of its train commands, and what judges a project's "modelKind" and the kind
  // a workbench is given: a choice among modelKinds, the first the default.
  Parameter modelKindParameter() const;
  // The default of one of `options` that is a number; std::out_of_range for another name.
  double defaultNumber(std::string_view name) const;
};

// Every task, in the order of the Workbench menu.
const std::vector<TaskDeclaration>& taskDeclarations();
// std::out_of_range for an id no task has.
const TaskDeclaration& taskDeclaration(std::string_view id);

// The BCFW options that `values` (of learnerParameters()) say: C, gap, passes and, where
// given, planes, learner, sampling and steps. std::invalid_argument for a combination no
// learner takes (pairwise steps without cached planes, gap sampling with 1-slack).
void applyLearnerValues(const ParameterValues& values, BcfwOptions& options);

}  // namespace m3
