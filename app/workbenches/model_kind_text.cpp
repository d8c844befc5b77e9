#include "model_kind_text.h"

#include <QCoreApplication>
#include <utility>

namespace m3 {

QString modelKindText(const std::string& id) {
  static const std::pair<const char*, const char*> kNames[] = {
      {"linear", QT_TRANSLATE_NOOP("m3::ModelKind", "Chain M3N")},
      {"kernel", QT_TRANSLATE_NOOP("m3::ModelKind", "Kernel chain M3N")},
      // What a trained handwriting model says it is (ChainModel::kind).
      {"chain-m3n", QT_TRANSLATE_NOOP("m3::ModelKind", "Chain M3N")},
      {"chain-m3n-kernel", QT_TRANSLATE_NOOP("m3::ModelKind", "Kernel chain M3N")},
      {"multiclass-svm", QT_TRANSLATE_NOOP("m3::ModelKind", "Multiclass SVM")},
      {"multiclass-svm-kernel", QT_TRANSLATE_NOOP("m3::ModelKind", "Kernel multiclass SVM")},
      {"amn", QT_TRANSLATE_NOOP("m3::ModelKind", "AMN")},
      {"node-svm", QT_TRANSLATE_NOOP("m3::ModelKind", "Node SVM")},
      {"voted-svm", QT_TRANSLATE_NOOP("m3::ModelKind", "Voted SVM")},
      {"random-forest", QT_TRANSLATE_NOOP("m3::ModelKind", "Random forest")},
      {"m3n", QT_TRANSLATE_NOOP("m3::ModelKind", "M3N")},
      {"pair-svm", QT_TRANSLATE_NOOP("m3::ModelKind", "Pair SVM")},
      {"lmsbn", QT_TRANSLATE_NOOP("m3::ModelKind", "LMSBN (labels in file order)")},
      {"lmsbn-fscore", QT_TRANSLATE_NOOP("m3::ModelKind", "LMSBN (labels by F-score)")},
      {"lmbm", QT_TRANSLATE_NOOP("m3::ModelKind", "LMBM (Boltzmann machine)")},
      {"svm", QT_TRANSLATE_NOOP("m3::ModelKind", "Independent SVMs")},
      {"chain-ssvm", QT_TRANSLATE_NOOP("m3::ModelKind", "Chain SSVM")},
      {"full-ssvm", QT_TRANSLATE_NOOP("m3::ModelKind", "Fully connected SSVM")},
      {"correlation-clustering", QT_TRANSLATE_NOOP("m3::ModelKind", "Correlation clustering")},
      {"m3n-general", QT_TRANSLATE_NOOP("m3::ModelKind", "General M3N")},
      {"basic", QT_TRANSLATE_NOOP("m3::ModelKind", "BASIC")},
      {"lexical", QT_TRANSLATE_NOOP("m3::ModelKind", "LEXICAL")},
      {"lexical-aux", QT_TRANSLATE_NOOP("m3::ModelKind", "LEXICAL+AUX")},
      {"generative", QT_TRANSLATE_NOOP("m3::ModelKind", "GENERATIVE")}};
  for (const auto& [kind, name] : kNames)
    if (id == kind) return QCoreApplication::translate("m3::ModelKind", name);
  return {};
}

QString modelKindTextOrId(const std::string& id) {
  const QString text = modelKindText(id);
  return text.isEmpty() ? QString::fromStdString(id) : text;
}

}  // namespace m3
