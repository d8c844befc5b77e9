#include "region_tool_buttons.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QToolButton>

#include "region_image_view.h"

namespace m3 {

RegionToolButtons::RegionToolButtons(RegionImageView* view, QWidget* parent)
    : QWidget(parent), view_(view), group_(new QButtonGroup(this)) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  const std::pair<RegionImageView::Tool, QString> tools[] = {{RegionImageView::Tool::Brush, tr("Brush (B)")},
                                                             {RegionImageView::Tool::Fill, tr("Fill (F)")},
                                                             {RegionImageView::Tool::Eraser, tr("Eraser (E)")}};
  for (const auto& [tool, name] : tools) {
    auto* button = new QToolButton(this);
    button->setText(name);
    button->setCheckable(true);
    button->setChecked(tool == view_->tool());
    group_->addButton(button, static_cast<int>(tool));
    layout->addWidget(button);
  }
  connect(group_, &QButtonGroup::idClicked, this, &RegionToolButtons::select);
}

void RegionToolButtons::select(int tool) {
  group_->button(tool)->setChecked(true);
  view_->setTool(static_cast<RegionImageView::Tool>(tool));
}

bool RegionToolButtons::handleKey(int key) {
  const int tool = key == Qt::Key_B   ? static_cast<int>(RegionImageView::Tool::Brush)
                   : key == Qt::Key_F ? static_cast<int>(RegionImageView::Tool::Fill)
                   : key == Qt::Key_E ? static_cast<int>(RegionImageView::Tool::Eraser)
                                      : -1;
  if (tool < 0) return false;
  select(tool);
  return true;
}

}  // namespace m3
