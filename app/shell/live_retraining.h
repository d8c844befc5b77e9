#pragma once
// "Live update" for a workbench: while it is on, every edit restarts a short single-shot timer
// whose timeout retrains, so a burst of edits (a drag, typing, several clicks) trains once.
#include <QTimer>
#include <functional>

namespace m3 {

class LiveRetraining {
 public:
  LiveRetraining(int debounceMs, std::function<void()> retrain) {
    timer_.setSingleShot(true);
    timer_.setInterval(debounceMs);
    QObject::connect(&timer_, &QTimer::timeout, std::move(retrain));
  }
  void setOn(bool on) {
    on_ = on;
    if (!on) timer_.stop();
  }
  bool isOn() const { return on_; }
  void edited() {
    if (on_) timer_.start();
  }
  // Drops a retraining that is due (e.g. the data it was for was replaced); stays on.
  void cancelPending() { timer_.stop(); }

 private:
  QTimer timer_;
  bool on_ = false;
};

}  // namespace m3
