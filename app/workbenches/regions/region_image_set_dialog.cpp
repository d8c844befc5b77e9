#include "region_image_set_dialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <stdexcept>

#include "io/image_folders.h"
#include "io/known_datasets.h"

namespace m3 {

namespace {

// A line edit with a Browse… button that picks a folder (or, with `fileFilter`, a file).
QWidget* pathRow(QWidget* parent, QLineEdit* edit, const QString& title, const QString& fileFilter) {
  auto* row = new QWidget(parent);
  auto* layout = new QHBoxLayout(row);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(edit, 1);
  auto* browse = new QPushButton(QObject::tr("Browse…"), row);
  QObject::connect(browse, &QPushButton::clicked, row, [=] {
    const QString path = fileFilter.isEmpty()
                             ? QFileDialog::getExistingDirectory(parent, title, edit->text())
                             : QFileDialog::getOpenFileName(parent, title, edit->text(), fileFilter);
    if (!path.isEmpty()) edit->setText(path);
  });
  layout->addWidget(browse);
  return row;
}

}  // namespace

RegionImageSetDialog::RegionImageSetDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Open Image Folder with Masks"));
  QSettings settings;
  images_ = new QLineEdit(settings.value("regions/imageFolder").toString(), this);
  masks_ = new QLineEdit(settings.value("regions/maskFolder").toString(), this);
  coco_ = new QLineEdit(settings.value("regions/cocoFile").toString(), this);
  description_ = new QLineEdit(settings.value("regions/datasetDescription").toString(), this);
  void_ = new QSpinBox(this);
  void_->setRange(-1, 65535);
  void_->setSpecialValueText(tr("none (0 = unlabelled, v = class v − 1)"));
  void_->setValue(settings.value("regions/maskVoid", -1).toInt());
  images_->setObjectName("imageFolder");
  masks_->setObjectName("maskFolder");
  coco_->setObjectName("cocoFile");
  description_->setObjectName("datasetDescription");
  void_->setObjectName("maskVoid");

  auto* form = new QFormLayout(this);
  form->addRow(tr("Images"), pathRow(this, images_, tr("Folder of Images"), {}));
  form->addRow(tr("Masks (optional)"), pathRow(this, masks_, tr("Folder of Masks"), {}));
  form->addRow(tr("or a COCO file"),
               pathRow(this, coco_, tr("COCO Segmentation File"), tr("COCO segmentation (*.json *.json.gz);;All files (*)")));
  form->addRow(tr("Dataset description"),
               pathRow(this, description_, tr("Dataset Description"), tr("Descriptions (*.txt);;All files (*)")));
  form->addRow(tr("Void value"), void_);
  auto* note = new QLabel(
      tr("Masks have their image's name (or its stem + .png, or its stem + .json: a labelme file, "
         "whose labels name the classes; the masks folder may be the images'). A dataset "
         "description names the "
         "classes (value k is class k) and the void value; without one, a void value reads masks "
         "the same way, and \"none\" reads M3Studio's own masks, except that CamVid's images "
         "(known by "
         "their names) are read in CamVid's convention (resources/datasets/camvid.txt). A COCO "
         "segmentation file (polygons "
         "or run-length masks, as CVAT and Label Studio export them) holds every image's mask, "
         "found "
         "by the image's file name; its categories name the classes."),
      this);
  note->setWordWrap(true);
  form->addRow(note);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
  resize(640, sizeHint().height());
}

bool RegionImageSetDialog::files(RegionImageFiles* files, QString* error) const {
  try {
    *files = {};
    std::vector<std::string> images = imagesInFolder(images_->text().trimmed().toStdString());
    for (const std::string& image : images) files->images << QString::fromStdString(image);
    const QString coco = coco_->text().trimmed();
    if (!coco.isEmpty()) {
      if (!masks_->text().trimmed().isEmpty() || !description_->text().trimmed().isEmpty() || void_->value() >= 0)
        throw std::runtime_error(tr("a COCO file gives the masks and their classes: leave the masks folder, the "
                                    "description and the void value empty")
                                     .toStdString());
      if (!isCocoFile(coco)) throw std::runtime_error(tr("%1 is not a .json file").arg(coco).toStdString());
      for (qsizetype i = 0; i < files->images.size(); ++i) files->masks << coco;
      files->dataset = true;
      return true;
    }
    if (!masks_->text().trimmed().isEmpty())
      for (const std::string& mask : maskFilesFor(images, masks_->text().trimmed().toStdString(), true))
        files->masks << QString::fromStdString(mask);
    files->description = description_->text().trimmed();
    files->voidValue = void_->value();
    // Masks without a convention named: a known dataset's images (CamVid's) are read in its
    // own, not in ours (where CamVid's Sky, value 0, would be unlabelled).
    if (!files->masks.isEmpty() && files->description.isEmpty() && files->voidValue < 0)
      if (const KnownDataset* known = knownDatasetOfImages(images))
        files->description = QString::fromStdString(known->id);
    return true;
  } catch (const std::exception& e) {
    *error = QString::fromUtf8(e.what());
    return false;
  }
}

void RegionImageSetDialog::accept() {
  QSettings settings;
  settings.setValue("regions/imageFolder", images_->text().trimmed());
  settings.setValue("regions/maskFolder", masks_->text().trimmed());
  settings.setValue("regions/cocoFile", coco_->text().trimmed());
  settings.setValue("regions/datasetDescription", description_->text().trimmed());
  settings.setValue("regions/maskVoid", void_->value());
  QDialog::accept();
}

}  // namespace m3
