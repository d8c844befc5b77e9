#include "cli_process_group.h"

#include "cli_args.h"
#include "cli_interrupt.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <tuple>

#ifdef M3_WITH_MPI
#include <mpi.h>
#endif

namespace m3::cli {

namespace {

std::string runItem(const std::function<std::string(int)>& work, int item) {
  try {
    return work(item);
  } catch (const std::exception& e) {
    return std::string("!") + e.what();
  }
}

#ifdef M3_WITH_MPI
constexpr int kReportTag = 1, kAssignTag = 2;

// A finished item (or -1 on the first request) and its result, as one message of bytes.
void sendReport(int item, const std::string& result) {
  std::string message(sizeof item, '\0');
  std::memcpy(message.data(), &item, sizeof item);
  message += result;
  MPI_Send(message.data(), static_cast<int>(message.size()), MPI_CHAR, 0, kReportTag, MPI_COMM_WORLD);
}
#endif

}  // namespace

bool launchedByMpi() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "MPI_LOCALNRANKS"})
    if (std::getenv(name)) return true;
  return false;
}

ProcessGroup::ProcessGroup() {
#ifdef M3_WITH_MPI
  if (!launchedByMpi()) return;
  int provided = 0;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
    throw std::runtime_error("MPI could not be initialised");
  mpi_ = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
#endif
}

ProcessGroup::~ProcessGroup() {
#ifdef M3_WITH_MPI
  if (mpi_) MPI_Finalize();
#endif
}

void ProcessGroup::broadcast(std::string& text) {
#ifdef M3_WITH_MPI
  if (!mpi_ || size_ == 1) return;
  unsigned long long length = text.size();
  MPI_Bcast(&length, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
  text.resize(static_cast<std::size_t>(length));
  MPI_Bcast(text.data(), static_cast<int>(length), MPI_CHAR, 0, MPI_COMM_WORLD);
#else
  (void)text;
#endif
}

void ProcessGroup::sum(std::vector<double>& values) {
#ifdef M3_WITH_MPI
  if (!mpi_ || size_ == 1) return;
  const int count = static_cast<int>(values.size());
  if (rank_ == 0)
    MPI_Reduce(MPI_IN_PLACE, values.data(), count, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  else
    MPI_Reduce(values.data(), nullptr, count, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Bcast(values.data(), count, MPI_DOUBLE, 0, MPI_COMM_WORLD);
#else
  (void)values;
#endif
}

void ProcessGroup::abort(const std::string& message, int status) {
  std::fprintf(stderr, "m3studio-cli: error (rank %d of %d): %s\n", rank_, size_, message.c_str());
  std::fflush(stderr);
#ifdef M3_WITH_MPI
  if (mpi_) MPI_Abort(MPI_COMM_WORLD, status);
#endif
  std::exit(status);
}

void ProcessGroup::share(const std::vector<int>& items, const std::function<std::string(int)>& work,
                         const std::function<void(int, int, const std::string&)>& onDone) {
  if (size_ == 1) {
    for (int item : items) onDone(item, 0, runItem(work, item));
    return;
  }
#ifdef M3_WITH_MPI
  if (rank_ != 0) {  // ask, work, report with the next request, until told to stop
    int item = -1;
    std::string result;
    for (;;) {
      sendReport(item, result);
      MPI_Recv(&item, 1, MPI_INT, 0, kAssignTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if (item < 0) return;
      result = runItem(work, item);
    }
  }
  // Rank 0: a worker thread takes items like any rank; the main thread serves the other ranks
  // and reports what finishes.
  std::mutex lock;
  std::size_t next = 0;
  std::deque<std::tuple<int, std::string>> finishedHere;
  bool workerDone = false;
  const auto take = [&]() {
    std::lock_guard guard(lock);
    return next < items.size() ? items[next++] : -1;
  };
  std::thread worker([&] {
    for (int item = take(); item >= 0; item = take()) {
      std::string result = runItem(work, item);
      std::lock_guard guard(lock);
      finishedHere.emplace_back(item, std::move(result));
    }
    std::lock_guard guard(lock);
    workerDone = true;
  });
  int asking = size_ - 1;  // ranks not yet told to stop
  bool localDone = false;
  while (asking > 0 || !localDone) {
    std::deque<std::tuple<int, std::string>> reports;
    {
      std::lock_guard guard(lock);
      reports.swap(finishedHere);
      localDone = workerDone;
    }
    for (const auto& [item, result] : reports) onDone(item, 0, result);
    int waiting = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, kReportTag, MPI_COMM_WORLD, &waiting, &status);
    if (!waiting) {  // nothing to serve: do not spin on a core the work needs
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      continue;
    }
    int bytes = 0;
    MPI_Get_count(&status, MPI_CHAR, &bytes);
    std::string message(static_cast<std::size_t>(bytes), '\0');
    MPI_Recv(message.data(), bytes, MPI_CHAR, status.MPI_SOURCE, kReportTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    int item = -1;
    if (message.size() >= sizeof item) std::memcpy(&item, message.data(), sizeof item);
    if (item >= 0) onDone(item, status.MPI_SOURCE, message.substr(sizeof item));
    const int assigned = take();
    MPI_Send(&assigned, 1, MPI_INT, status.MPI_SOURCE, kAssignTag, MPI_COMM_WORLD);
    if (assigned < 0) --asking;
  }
  worker.join();
  for (const auto& [item, result] : finishedHere) onDone(item, 0, result);
#endif
}

int runOnProcessGroup(const std::function<int(ProcessGroup&)>& command) {
  ProcessGroup group;
  if (group.size() == 1) return command(group);
  try {
    return command(group);
  } catch (const UsageError& e) {
    group.abort("usage: " + std::string(e.what()), 2);
  } catch (const Interrupted& e) {  // a Ctrl-C reached every rank: the status says so, as alone
    group.abort(e.what(), 128 + interruptSignal());
  } catch (const std::exception& e) {
    group.abort(e.what(), 1);
  }
}

}  // namespace m3::cli
