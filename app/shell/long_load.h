#pragma once
// Long loads (a point cloud, a folder of PDB files, ARFF sets, image sets) read on a worker
// thread while the window keeps painting: after half a second a progress dialog says what is
// being read and offers Cancel. The caller's code stays sequential (a local event loop waits),
// and input for anything but the dialog is dropped meanwhile. Cancel returns at
// once; the abandoned read finishes in the background and its result is dropped. What the
// work throws is thrown again to the caller.
#include <QApplication>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <stdexcept>

#include "carried_result.h"

namespace m3 {

// Thrown by loadInBackground when the user cancelled.
struct LoadCancelled : std::runtime_error {
  LoadCancelled()
      : std::runtime_error(
            QCoreApplication::translate("m3::LongLoad",
                                        "Opening was cancelled: the open data stays as it was.")
                .toStdString()) {}
};

namespace long_load_detail {

// Swallows input meant for anything but the progress dialog while a load runs: the dialog
// becomes window-modal only once it shows (after half a second), and an edit or a close made
// before then would land in data that is about to be replaced.
class InputBlocker : public QObject {
 public:
  explicit InputBlocker(QWidget* allowed) : allowed_(allowed) { qApp->installEventFilter(this); }
  ~InputBlocker() override { qApp->removeEventFilter(this); }

 protected:
  bool eventFilter(QObject* target, QEvent* event) override {
    switch (event->type()) {
      case QEvent::MouseButtonPress:
      case QEvent::MouseButtonRelease:
      case QEvent::MouseButtonDblClick:
      case QEvent::KeyPress:
      case QEvent::KeyRelease:
      case QEvent::Wheel:
      case QEvent::Drop: {
        // Window-system objects pass: they hand the event on to a widget, judged here then.
        auto* widget = qobject_cast<QWidget*>(target);
        return widget && !isAllowed(widget);
      }
      case QEvent::Shortcut:  // sent to the action or QShortcut, which is no widget
        return !isAllowed(qobject_cast<QWidget*>(target));
      case QEvent::Close: {  // a close event left accepted would still close the window
        auto* widget = qobject_cast<QWidget*>(target);
        if (!widget || isAllowed(widget)) return false;
        event->ignore();
        return true;
      }
      default:
        return false;
    }
  }

 private:
  bool isAllowed(const QWidget* widget) const {
    return widget && (widget == allowed_ || allowed_->isAncestorOf(widget));
  }
  QWidget* allowed_;
};

}  // namespace long_load_detail

template <class Work>
auto loadInBackground(QWidget* parent, const QString& what, Work work) -> decltype(work()) {
  using Result = decltype(work());
  QFuture<CarriedResult<Result>> future = runCarryingErrors(std::move(work));
  QFutureWatcher<CarriedResult<Result>> watcher;
  QEventLoop loop;
  QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
  watcher.setFuture(future);
  QProgressDialog dialog(what, QCoreApplication::translate("m3::LongLoad", "Cancel"), 0, 0, parent);
  dialog.setWindowModality(Qt::WindowModal);
  dialog.setMinimumDuration(500);
  dialog.setValue(0);  // starts the timer that shows the dialog after the minimum duration
  const long_load_detail::InputBlocker blocker(&dialog);
  bool cancelled = false;
  QObject::connect(&dialog, &QProgressDialog::canceled, &loop, [&] {
    cancelled = true;
    loop.quit();
  });
  if (!future.isFinished()) loop.exec();
  if (cancelled) throw LoadCancelled();
  return future.result().take();
}

}  // namespace m3
