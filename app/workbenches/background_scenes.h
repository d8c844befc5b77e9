#pragma once
// The superpixels and features of each open image (its "scene"), built in the background one
// image at a time, for Image Regions and Image Segmentation. The panel says which image comes
// next; this keeps the one build running, drops a result whose images were replaced meanwhile
// (the document's dataGeneration), and remembers the images whose build failed so that they are not
// tried again and again (each failure is reported once, until other images open).
#include <QFutureWatcher>
#include <QObject>
#include <QSet>
#include <QString>
#include <exception>
#include <functional>
#include <memory>
#include <utility>

#include "carried_result.h"
#include "model_document.h"

namespace m3 {

// "Superpixels of <image> failed: <why>", translated (background_scenes.cpp).
QString superpixelsFailedText(const QString& image, const QString& why);

template <class Scene>
class BackgroundScenes {
 public:
  struct Hooks {
    // A scene built for the images open now; `failed` with the reason for one that threw.
    std::function<void(int image, std::shared_ptr<const Scene> scene)> built;
    std::function<void(int image, const QString& why)> failed;
    std::function<void()> next;  // after either: start the next image, if any
  };

  // `document` holds the images; `context` (the panel) receives the results.
  BackgroundScenes(const LabelDocument& document, QObject* context, Hooks hooks)
      : document_(document), hooks_(std::move(hooks)) {
    QObject::connect(&watcher_, &QFutureWatcher<CarriedResult<Scene>>::finished, context,
                     [this] { finish(); });
  }

  bool isRunning() const { return watcher_.isRunning(); }
  // Whether `image` of the images open now still wants a build: no failed one for them.
  bool mayBuild(int image) const {
    return failedGeneration_ != document_.dataGeneration() || !failed_.contains(image);
  }
  // How many of the images open now failed.
  int failedCount() const {
    return failedGeneration_ == document_.dataGeneration() ? static_cast<int>(failed_.size()) : 0;
  }
  // Runs `build` (which copies what it reads) on the thread pool for `image`, unless a build
  // is running.
  void start(int image, std::function<Scene()> build) {
    if (isRunning()) return;
    image_ = image;
    generation_ = document_.dataGeneration();
    watcher_.setFuture(runCarryingErrors(std::move(build)));
  }

 private:
  void finish() {
    std::shared_ptr<const Scene> scene;
    QString error;
    try {
      scene = std::make_shared<const Scene>(watcher_.future().takeResult().take());
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    } catch (...) {
      error = QStringLiteral("unknown error");
    }
    if (generation_ == document_.dataGeneration()) {
      if (scene) {
        hooks_.built(image_, std::move(scene));
      } else {
        if (failedGeneration_ != generation_) failed_.clear();
        failedGeneration_ = generation_;
        failed_.insert(image_);
        hooks_.failed(image_, error);
      }
    }
    hooks_.next();
  }

  const LabelDocument& document_;
  Hooks hooks_;
  QFutureWatcher<CarriedResult<Scene>> watcher_;
  int image_ = -1;          // the image being built
  quint64 generation_ = 0;  // of the images it belongs to
  QSet<int> failed_;        // images of failedGeneration_ whose build threw
  quint64 failedGeneration_ = 0;
};

}  // namespace m3
