#include "help_windows.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

namespace m3 {

namespace {

// The guide's screenshots are taken at the main window's default size (1280 x 800); shown at
// that size they would need sideways scrolling, so they are scaled to the page's width.
class GuideBrowser : public QTextBrowser {
 public:
  using QTextBrowser::QTextBrowser;

  QVariant loadResource(int type, const QUrl& name) override {
    QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource) return resource;
    QImage image = resource.value<QImage>();
    if (image.isNull()) image.loadFromData(resource.toByteArray());
    const int width = std::max(320, viewport()->width() - 40);
    if (image.isNull() || image.width() <= width) return resource;
    return image.scaledToWidth(width, Qt::SmoothTransformation);
  }
};

// One licence row of the About box: what the library is for here, its licence.
struct ThirdParty {
  const char* name;
  const char* licence;
  const char* use;
};

// What m3studio and m3studio-cli are linked or compiled with (resources/debian-copyright lists
// the header-only ones too). Kept beside the About box so that the box cannot forget one.
constexpr ThirdParty kThirdParty[] = {
    {"Qt 6 (Core, Gui, Widgets, OpenGL, Concurrent, Svg)", "LGPL-3.0", QT_TRANSLATE_NOOP("about", "windows, threads, translations")},
    {"Qt Charts 6", "GPL-3.0", QT_TRANSLATE_NOOP("about", "the training monitor's curves")},
    {"VTK 9.1", "BSD-3-Clause", QT_TRANSLATE_NOOP("about", "the 3D point cloud view")},
    {"OpenCV 4.6", "Apache-2.0", QT_TRANSLATE_NOOP("about", "images, superpixels, the random forest baseline")},
    {"maxflow (Boykov-Kolmogorov)", "GPL-3.0-or-later", QT_TRANSLATE_NOOP("about", "min-cut inference")},
    {"GLPK", "GPL-3.0-or-later", QT_TRANSLATE_NOOP("about", "LP relaxations")},
    {"dlib", "BSL-1.0", QT_TRANSLATE_NOOP("about", "the measured peer of the CLI's benchmarks")},
    {"Open MPI", "BSD-3-Clause", QT_TRANSLATE_NOOP("about", "the CLI's runs over several processes")},
    {"Eigen 3", "MPL-2.0", QT_TRANSLATE_NOOP("about", "linear algebra")},
    {"nlohmann-json", "MIT", QT_TRANSLATE_NOOP("about", "model and project files")},
    {"nanoflann", "BSD-2-Clause", QT_TRANSLATE_NOOP("about", "nearest neighbours of points")},
    {"gemmi, PEGTL", "MPL-2.0, MIT", QT_TRANSLATE_NOOP("about", "PDBx/mmCIF files")},
    {"libpng, zlib", "libpng-2.0, Zlib", QT_TRANSLATE_NOOP("about", "indexed-colour masks, compressed files")},
};

}  // namespace

QString userGuidePage(const QString& workbenchId) {
  const QString page = workbenchId.isEmpty() ? QString("index") : workbenchId;
  const QString path = ":/guide/" + page + ".md";
  return QFile::exists(path) ? "qrc" + path : QString("qrc:/guide/index.md");
}

void showUserGuide(QWidget* mainWindow, const QString& workbenchId) {
  // One guide window per main window: F1 again raises it on the active workbench's page.
  auto* dialog = mainWindow->findChild<QDialog*>("userGuide", Qt::FindDirectChildrenOnly);
  GuideBrowser* browser = nullptr;
  if (dialog) {
    browser = dialog->findChild<GuideBrowser*>();
  } else {
    dialog = new QDialog(mainWindow);
    dialog->setObjectName("userGuide");
    dialog->setWindowTitle(QApplication::translate("help", "M3Studio User Guide"));
    dialog->resize(860, 760);
    browser = new GuideBrowser(dialog);
    browser->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton* back = buttons->addButton(QApplication::translate("help", "&Back"), QDialogButtonBox::ActionRole);
    QPushButton* contents = buttons->addButton(QApplication::translate("help", "&Contents"), QDialogButtonBox::ActionRole);
    QObject::connect(back, &QPushButton::clicked, browser, &QTextBrowser::backward);
    QObject::connect(browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    QObject::connect(contents, &QPushButton::clicked, browser,
                     [browser] { browser->setSource(QUrl(userGuidePage({}))); });
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
  }
  browser->setSource(QUrl(userGuidePage(workbenchId)));
  dialog->show();
  dialog->raise();
  dialog->activateWindow();
}

void showAbout(QWidget* parent) {
  QString rows;
  for (const ThirdParty& lib : kThirdParty)
    rows += QString("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                .arg(QString(lib.name).toHtmlEscaped(), lib.licence,
                     QApplication::translate("about", lib.use).toHtmlEscaped());
  QMessageBox::about(
      parent, QApplication::translate("about", "About M3Studio"),
      QApplication::translate("about",
                              "<b>M3Studio</b> %1<br>Annotate structured data and learn from it "
                              "interactively with max-margin Markov networks.<br>"
                              "Licence: GPL-3.0-or-later.<br><br>Built with:")
              .arg(QApplication::applicationVersion()) +
          "<table cellspacing=3>" + rows + "</table>");
}

}  // namespace m3
