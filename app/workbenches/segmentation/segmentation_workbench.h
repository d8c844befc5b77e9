#pragma once
// The Image Segmentation workbench (Ctrl+6): learning how a person segments images (max-margin
// correlation clustering of superpixels). The panel (segmentation_panel.h) does the work; this
// class presents it to the shell and keeps what is open (images, loaded references) for projects.
#include <map>

#include "panel_workbench.h"
#include "segment_labels.h"
#include "segmentation_panel.h"

namespace m3 {

class SegmentationWorkbench : public PanelWorkbench<SegmentationPanel, SegmentPixels> {
  Q_OBJECT
 public:
  explicit SegmentationWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;

  bool hasData() const override { return panel_->document()->itemCount() > 0; }
  void openDefault() override { openSample(identity_.sample.size); }
  bool openFiles(const QStringList& paths, QString* error) override;

  QString statusText() const override;

  QJsonObject saveState(ProjectContext& context) const override;
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override;

 protected:
  QString trainingText() const override { return tr("Learning from your segmentations…"); }

 private:
  void openSample(int images);             // and forgets the references opened by hand
  std::map<int, QString> referencePaths_;  // references loaded by hand, per image
};

}  // namespace m3
