#include "io/multilabel_files.h"

#include <algorithm>
#include <filesystem>

#include "io/io_error.h"
#include "io/mulan_labels.h"

namespace m3 {

namespace {

bool endsWithXml(const std::string& path) {
  return plainFileName(path).ends_with(".xml");
}

}  // namespace

MultiLabelData readMultiLabelFile(const std::string& arff, const std::string& xml) {
  const ArffTable table = readArff(arff);
  if (!xml.empty()) return splitMultiLabel(table, readMulanLabels(xml), arff);
  std::vector<std::string> beside;  // MULAN files beside the ARFF, by name
  try {
    std::error_code error;
    beside =
        filesInFolder(std::filesystem::absolute(arff, error).parent_path().string(), endsWithXml);
  } catch (const IoError&) {
    // an unlistable folder: no label file found there
  }
  for (const std::string& candidate : beside) {
    std::vector<std::string> names;
    try {
      names = readMulanLabelNames(candidate);
    } catch (const std::exception&) {
      continue;  // not a MULAN label file
    }
    const bool all = std::all_of(names.begin(), names.end(), [&](const std::string& n) {
      return std::any_of(table.attributes.begin(), table.attributes.end(),
                         [&](const ArffAttribute& a) { return a.name == n; });
    });
    if (all && !names.empty()) return splitMultiLabel(table, names, arff);
  }
  int trailing = 0;
  for (auto a = table.attributes.rbegin(); a != table.attributes.rend(); ++a) {
    if (!a->nominal || a->values.size() != 2 || a->values[0] != "0" || a->values[1] != "1") break;
    ++trailing;
  }
  if (trailing == 0 || trailing >= static_cast<int>(table.attributes.size()))
    throwIoError(arff,
                 "cannot tell the labels from the features: no MULAN .xml names them and the "
                 "file does not end with {0,1} attributes");
  return splitMultiLabel(table, trailing, arff);
}

MultiLabelFiles readMultiLabelFiles(const std::vector<std::string>& paths) {
  std::vector<std::string> arffs;
  std::string xml;
  for (const std::string& p : paths) {
    if (!endsWithXml(p)) {
      arffs.push_back(p);
    } else if (xml.empty()) {
      xml = p;
    } else {
      throwIoError(p, "a second MULAN label file (" + xml + " names the labels already)");
    }
  }
  if (arffs.empty()) throw IoError("no ARFF file given" + (xml.empty() ? "" : " with " + xml));
  MultiLabelFiles files;
  for (const std::string& path : arffs) {
    MultiLabelData part = readMultiLabelFile(path, xml);
    if (part.size() == 0) throwIoError(path, "no rows");
    MultiLabelData& all = files.data;
    if (files.arffs.empty()) {
      all = std::move(part);
    } else {
      if (part.featureNames != all.featureNames || part.labelNames != all.labelNames)
        throwIoError(path, "other attributes than " + arffs.front() +
                               ": open files of one data set together");
      const int n = all.size();
      all.features.conservativeResize(n + part.size(), Eigen::NoChange);
      all.features.bottomRows(part.size()) = part.features;
      all.labels.conservativeResize(n + part.size(), Eigen::NoChange);
      all.labels.bottomRows(part.size()) = part.labels;
    }
    files.rowPart.resize(static_cast<size_t>(files.data.size()),
                         static_cast<int>(files.arffs.size()));
    files.arffs.push_back(path);
  }
  return files;
}

}  // namespace m3
