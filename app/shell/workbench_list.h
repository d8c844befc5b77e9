#pragma once
// The workbenches the application has, in menu order. Defined beside them
// (workbenches/workbench_list.cpp): adding a workbench adds a line there, not in the shell.
#include <vector>

class QObject;

namespace m3 {

class Workbench;

std::vector<Workbench*> createWorkbenches(QObject* parent);

}  // namespace m3
