#include "cli_process_group.h"

#include "cli_args.h"
#include "cli_interrupt.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <future>
#include <mutex>
#include <stdexcept>
#include <set>
#include <thread>

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
// Messages to rank 0: a report (a finished item, or -1 on the first request, and its result) or
// a word that a working rank is alive. From rank 0: an item to do, or one of the two below.
constexpr int kReportTag = 1, kAssignTag = 2, kAliveTag = 3, kBroadcastTag = 4;
constexpr int kStop = -1;           // no more items: the share is over
constexpr int kLeave = -2;          // rank 0 took this rank as lost: leave the run
constexpr int kStopAfterLoss = -3;  // the share is over, and a rank was lost in this run
using Clock = std::chrono::steady_clock;

void sendReport(int item, const std::string& result) {
  std::string message(sizeof item, '\0');
  std::memcpy(message.data(), &item, sizeof item);
  message += result;
  MPI_Send(message.data(), static_cast<int>(message.size()), MPI_CHAR, 0, kReportTag, MPI_COMM_WORLD);
}

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string receiveBytes(const MPI_Status& status) {
  int bytes = 0;
  MPI_Get_count(&status, MPI_CHAR, &bytes);
  std::string message(static_cast<std::size_t>(bytes), '\0');
  MPI_Recv(message.data(), bytes, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return message;
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
  // A send to a rank that died reports an error here instead of ending this process.
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
#endif
  lost_.assign(static_cast<std::size_t>(size_), 0);
}

ProcessGroup::~ProcessGroup() {
#ifdef M3_WITH_MPI
  if (mpi_) MPI_Finalize();
#endif
}

void ProcessGroup::broadcast(std::string& text) {
#ifdef M3_WITH_MPI
  if (!mpi_ || size_ == 1) return;
  if (rank_ != 0) {
    MPI_Status status;
    MPI_Probe(0, kBroadcastTag, MPI_COMM_WORLD, &status);
    text = receiveBytes(status);
    return;
  }
  // Point to point rather than MPI_Bcast, whose tree would pass through ranks that died. A send
  // not taken within the silence limit marks its rank lost (a large message waits for its
  // receiver).
  for (int r = 1; r < size_; ++r) {
    if (lost_[static_cast<std::size_t>(r)]) continue;
    MPI_Request request;
    MPI_Isend(text.data(), static_cast<int>(text.size()), MPI_CHAR, r, kBroadcastTag, MPI_COMM_WORLD, &request);
    const auto start = Clock::now();
    for (int sent = 0; !sent;) {
      MPI_Test(&request, &sent, MPI_STATUS_IGNORE);
      if (sent) break;
      if (secondsSince(start) > silenceLimit_) {
        MPI_Request_free(&request);
        lost_[static_cast<std::size_t>(r)] = 1;
        lossSeen_ = true;
        std::fprintf(stderr, "m3studio-cli: rank %d took nothing for %g s: taken as lost\n", r, silenceLimit_);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
#else
  (void)text;
#endif
}

std::vector<int> ProcessGroup::lostRanks() const {
  std::vector<int> ranks;
  for (std::size_t r = 0; r < lost_.size(); ++r)
    if (lost_[r]) ranks.push_back(static_cast<int>(r));
  return ranks;
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

void ProcessGroup::finish(int status) {
  std::fflush(nullptr);
#ifdef M3_WITH_MPI
  if (!mpi_) return;
  // MPI_Finalize waits for every rank, a dead one too (Open MPI 4.1 under --enable-recovery was
  // seen to wait forever): after a loss the processes end without it, and otherwise a rank that
  // died unnoticed at the very end may not hold the others for longer than the silence limit.
  if (lossSeen_) std::_Exit(status);
  std::thread([status, limit = silenceLimit_] {
    std::this_thread::sleep_for(std::chrono::duration<double>(limit));
    std::fprintf(stderr, "m3studio-cli: MPI did not finish within %g s (a rank died?); ending without it\n", limit);
    std::fflush(nullptr);
    std::_Exit(status);
  }).detach();
  MPI_Finalize();
  mpi_ = false;
#else
  (void)status;
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
                         const std::function<void(int, int, const std::string&)>& onDone,
                         const std::function<void(int, int)>& onLost) {
  if (size_ == 1) {
    for (int item : items) onDone(item, 0, runItem(work, item));
    return;
  }
  if (rank_ == 0) serveShare(items, work, onDone, onLost);
  else workForRankZero(work);
}

void ProcessGroup::workForRankZero(const std::function<std::string(int)>& work) {
#ifdef M3_WITH_MPI
  // Ask, work, report with the next request, until told to stop. The item runs on a thread of
  // its own so that this (MPI's) thread can say every second that the rank is alive.
  int item = -1;
  std::string result;
  for (;;) {
    sendReport(item, result);
    MPI_Recv(&item, 1, MPI_INT, 0, kAssignTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (item == kStop || item == kStopAfterLoss) {
      lossSeen_ = lossSeen_ || item == kStopAfterLoss;
      return;
    }
    if (item == kLeave) {
      lossSeen_ = true;
      throw LeftTheRun("rank 0 took this rank as lost (no word for " + std::to_string(int(silenceLimit_)) +
                       " s); the other ranks finish its work");
    }
    auto running = std::async(std::launch::async, [&work, item] { return runItem(work, item); });
    while (running.wait_for(std::chrono::seconds(1)) != std::future_status::ready)
      MPI_Send(nullptr, 0, MPI_CHAR, 0, kAliveTag, MPI_COMM_WORLD);
    result = running.get();
  }
#else
  (void)work;
#endif
}

void ProcessGroup::serveShare(const std::vector<int>& items, const std::function<std::string(int)>& work,
                              const std::function<void(int, int, const std::string&)>& onDone,
                              const std::function<void(int, int)>& onLost) {
#ifdef M3_WITH_MPI
  // Rank 0: a worker thread takes items like any rank; the main thread serves the other ranks,
  // watches that the working ones are alive and reports what finishes, each item once.
  enum class State { starting, working, waiting, stopped };
  struct Peer {
    State state = State::starting;
    int item = -1;
    Clock::time_point lastWord = Clock::now();
  };
  std::vector<Peer> peers(static_cast<std::size_t>(size_));
  std::mutex lock;
  std::condition_variable wake;
  std::deque<int> queue(items.begin(), items.end());
  std::deque<std::pair<int, std::string>> finishedHere;
  int localItem = -1;
  bool allDone = false;
  std::thread worker([&] {
    for (;;) {
      int item = -1;
      {
        std::unique_lock guard(lock);
        wake.wait(guard, [&] { return allDone || !queue.empty(); });
        if (queue.empty()) return;
        item = localItem = queue.front();
        queue.pop_front();
      }
      std::string result = runItem(work, item);
      std::lock_guard guard(lock);
      finishedHere.emplace_back(item, std::move(result));
      localItem = -1;
    }
  });
  std::set<int> delivered;
  const auto deliver = [&](int item, int rank, const std::string& result) {
    if (delivered.insert(item).second) onDone(item, rank, result);
  };
  const auto sendTo = [](int rank, int item) { MPI_Send(&item, 1, MPI_INT, rank, kAssignTag, MPI_COMM_WORLD); };
  for (;;) {
    std::deque<std::pair<int, std::string>> reports;
    {
      std::lock_guard guard(lock);
      reports.swap(finishedHere);
    }
    for (const auto& [item, result] : reports) deliver(item, 0, result);

    int waiting = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &waiting, &status);
    if (waiting) {
      const int r = status.MPI_SOURCE;
      Peer& peer = peers[static_cast<std::size_t>(r)];
      const std::string message = receiveBytes(status);
      if (lost_[static_cast<std::size_t>(r)]) {  // alive after all, and told to leave: keep its result
        int item = -1;
        if (status.MPI_TAG == kReportTag && message.size() >= sizeof item) {
          std::memcpy(&item, message.data(), sizeof item);
          if (item >= 0) deliver(item, r, message.substr(sizeof item));
        }
        continue;
      }
      peer.lastWord = Clock::now();
      if (status.MPI_TAG != kReportTag) continue;
      int item = -1;
      if (message.size() >= sizeof item) std::memcpy(&item, message.data(), sizeof item);
      if (item >= 0) deliver(item, r, message.substr(sizeof item));
      peer.state = State::waiting;
      peer.item = -1;
    }

    // Working (or never heard of) for too long without a word: lost. Its item goes back first in
    // the queue, and the rank, should it be alive after all, is told to leave.
    for (int r = 1; r < size_; ++r) {
      Peer& peer = peers[static_cast<std::size_t>(r)];
      if (lost_[static_cast<std::size_t>(r)] || (peer.state != State::working && peer.state != State::starting) ||
          secondsSince(peer.lastWord) <= silenceLimit_)
        continue;
      lost_[static_cast<std::size_t>(r)] = 1;
      peer.state = State::stopped;
      if (peer.item >= 0 && !delivered.count(peer.item)) {
        std::lock_guard guard(lock);
        queue.push_front(peer.item);
        wake.notify_all();
      }
      sendTo(r, kLeave);
      lossSeen_ = true;
      if (onLost) onLost(r, peer.item);
    }

    bool busy = false;
    for (int r = 1; r < size_; ++r) {
      Peer& peer = peers[static_cast<std::size_t>(r)];
      if (peer.state == State::working || peer.state == State::starting) busy = true;
      if (peer.state != State::waiting) continue;
      int item = -1;
      {
        std::lock_guard guard(lock);
        if (queue.empty()) continue;
        item = queue.front();
        queue.pop_front();
      }
      sendTo(r, item);
      peer = Peer{State::working, item, Clock::now()};
      busy = true;
    }
    {
      std::lock_guard guard(lock);
      allDone = !busy && queue.empty() && localItem < 0 && finishedHere.empty();
    }
    if (allDone) break;
    if (!waiting)  // nothing to serve: do not spin on a core the work needs
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  wake.notify_all();
  worker.join();
  for (int r = 1; r < size_; ++r)
    if (peers[static_cast<std::size_t>(r)].state == State::waiting) sendTo(r, lossSeen_ ? kStopAfterLoss : kStop);
#else
  (void)items, (void)work, (void)onDone, (void)onLost;
#endif
}

int runOnProcessGroup(const std::function<int(ProcessGroup&)>& command) {
  ProcessGroup group;
  if (group.size() == 1) return command(group);
  int status = 0;
  try {
    status = command(group);
  } catch (const LeftTheRun& e) {  // the others carry on: this rank ends quietly
    std::fprintf(stderr, "m3studio-cli: rank %d of %d leaves the run: %s\n", group.rank(), group.size(), e.what());
  } catch (const UsageError& e) {
    group.abort("usage: " + std::string(e.what()), 2);
  } catch (const Interrupted& e) {  // a Ctrl-C reached every rank: the status says so, as alone
    group.abort(e.what(), 128 + interruptSignal());
  } catch (const std::exception& e) {
    group.abort(e.what(), 1);
  }
  group.finish(status);
  return status;
}

}  // namespace m3::cli
