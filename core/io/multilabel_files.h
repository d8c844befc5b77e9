#pragma once
// Multi-label data as a person opens it (the Scenes workbench, and its projects run headless):
// one or more ARFF files of one data set, the label attributes told apart from the features
// without asking. Declared once here so that the GUI and the command line read a project's files
// into the same items.
#include <string>
#include <vector>

#include "io/arff_io.h"

namespace m3 {

struct MultiLabelFiles {
  MultiLabelData data;       // the rows of every file, in the order given
  std::vector<int> rowPart;  // per row: which of `arffs` it came from
  std::vector<std::string> arffs;
};

// Which attributes of the ARFF at `arff` are labels: the names in the MULAN file `xml` when it
// is given, else those of a MULAN .xml beside the ARFF that names attributes of it, else the
// trailing {0,1} attributes. IoError naming the file when none of these tells them apart.
MultiLabelData readMultiLabelFile(const std::string& arff, const std::string& xml = {});

// `paths`: ARFF files (plain or gzip) and at most one MULAN .xml naming the labels of all of
// them. The files must have the same features and labels. IoError naming the file at fault.
MultiLabelFiles readMultiLabelFiles(const std::vector<std::string>& paths);

}  // namespace m3
