#pragma once
// Work run on the thread pool whose exception comes back whole. QtConcurrent turns an exception
// that is not a QException into a bare QUnhandledException, and its message (the file name and
// line of a reader, why superpixels failed) would be lost; here the work's own exception is
// carried back with the result and thrown again where it is taken.
#include <QFuture>
#include <QtConcurrent>
#include <exception>
#include <optional>
#include <utility>

namespace m3 {

template <class T>
struct CarriedResult {
  std::optional<T> value;
  std::exception_ptr error;
  // The value, or the work's exception thrown again.
  T take() {
    if (error) std::rethrow_exception(error);
    return std::move(*value);
  }
};

template <class Work>
auto runCarryingErrors(Work work) -> QFuture<CarriedResult<decltype(work())>> {
  return QtConcurrent::run([work = std::move(work)]() mutable {
    CarriedResult<decltype(work())> result;
    try {
      result.value.emplace(work());
    } catch (...) {
      result.error = std::current_exception();
    }
    return result;
  });
}

}  // namespace m3
