#include "parallel/parallel_blocks.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace m3 {

namespace {

std::atomic<int> defaultThreads{0};
std::atomic<double> worthSeconds{1e-3};

}  // namespace

void setDefaultThreadCount(int threads) {
  defaultThreads = std::max(0, threads);
}

int defaultThreadCount() {
  const int set = defaultThreads.load();
  return set > 0 ? set : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

int resolveThreadCount(int requested) {
  return requested > 0 ? requested : defaultThreadCount();
}

void parallelBlocks(int n, int threads, int blockSize, const std::function<void(int, int)>& body) {
  if (n <= 0) return;
  blockSize = std::max(1, blockSize);
  const int blocks = (n + blockSize - 1) / blockSize;
  threads = std::min(resolveThreadCount(threads), blocks);
  if (threads <= 1) {
    for (int b = 0; b < blocks; ++b) body(b * blockSize, std::min(n, (b + 1) * blockSize));
    return;
  }
  std::atomic<int> next{0};
  std::exception_ptr failure;
  std::mutex failureMutex;
  auto worker = [&] {
    for (int b; (b = next.fetch_add(1)) < blocks;) {
      try {
        body(b * blockSize, std::min(n, (b + 1) * blockSize));
      } catch (...) {
        std::lock_guard lock(failureMutex);
        if (!failure) failure = std::current_exception();
        next = blocks;  // stop handing out work
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();  // the caller works too
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

void setParallelWorthSeconds(double seconds) {
  worthSeconds = std::max(0.0, seconds);
}

double parallelWorthSeconds() {
  return worthSeconds.load();
}

void parallelEach(int n, const std::function<void(int)>& body) {
  if (n <= 0) return;
  const auto started = std::chrono::steady_clock::now();
  body(0);
  const double first =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const int threads = first * (n - 1) >= parallelWorthSeconds() ? 0 : 1;
  parallelBlocks(n - 1, threads, 1, [&](int begin, int end) {
    for (int i = begin; i < end; ++i) body(i + 1);
  });
}

}  // namespace m3
