#include "cli_process_group.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <future>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "cli_args.h"
#include "cli_interrupt.h"
#include "learning/elapsed.h"

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
// a word that a working rank is alive. From rank 0: an item to do, one of the three below, a
// word that rank 0 is alive (to the ranks waiting for an item), or a broadcast.
constexpr int kReportTag = 1, kAssignTag = 2, kAliveTag = 3, kBroadcastTag = 4;
constexpr int kStop = -1;           // no more items: the share is over
constexpr int kLeave = -2;          // rank 0 took this rank as lost: leave the run
constexpr int kStopAfterLoss = -3;  // the share is over, and a rank was lost in this run
using Clock = std::chrono::steady_clock;
constexpr auto kWordInterval = std::chrono::seconds(1);

// MPI's errors are returned (so that a dead rank does not end the others): each one checked.
void check(int code, const char* what) {
  if (code != MPI_SUCCESS) throw std::runtime_error(std::string("MPI: ") + what + " failed");
}

void sendReport(int item, const std::string& result) {
  std::string message(sizeof item, '\0');
  std::memcpy(message.data(), &item, sizeof item);
  message += result;
  check(MPI_Send(message.data(), static_cast<int>(message.size()), MPI_CHAR, 0, kReportTag, MPI_COMM_WORLD),
        "sending a report to rank 0");
}

std::string receiveBytes(const MPI_Status& status) {
  int bytes = 0;
  MPI_Get_count(&status, MPI_CHAR, &bytes);
  std::string message(static_cast<std::size_t>(bytes), '\0');
  check(MPI_Recv(message.data(), bytes, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE),
        "receiving a message");
  return message;
}

// The next message with `tag` from rank 0, whose words of life (kAliveTag) are taken on the
// way; a runtime_error when rank 0 says nothing for `limit` seconds (it died: the run ends).
std::string awaitRankZero(int tag, double limit) {
  auto lastWord = Clock::now();
  for (;;) {
    int arrived = 0;
    MPI_Status status;
    check(MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status), "waiting for rank 0");
    if (arrived) {
      std::string message = receiveBytes(status);
      if (status.MPI_TAG == tag) return message;
      lastWord = Clock::now();  // a word of life, or a late one of an earlier exchange
      continue;
    }
    if (secondsSince(lastWord) > limit)
      throw std::runtime_error("rank 0 sent no word for " + std::to_string(static_cast<long>(limit)) +
                               " s: taken as dead, and the run ends (run it again to finish)");
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
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
  leaveSent_.assign(static_cast<std::size_t>(size_), 0);
}

ProcessGroup::~ProcessGroup() {
#ifdef M3_WITH_MPI
  if (mpi_) MPI_Finalize();
#endif
}

void ProcessGroup::broadcast(std::string& text) {
#ifdef M3_WITH_MPI
  if (!mpi_ || size_ == 1) return;
  if (rank_ != 0) {  // rank 0 may wait up to the limit for each slow rank before this one
    text = awaitRankZero(kBroadcastTag, 2 * silenceLimit_ + 1);
    return;
  }
  // Point to point rather than MPI_Bcast, whose tree would pass through ranks that died. A send
  // not taken within the silence limit marks its rank lost; the text stays in memory for the
  // run, since a rank that was only slow may still take it.
  const std::string& sent = sentBroadcasts_.emplace_back(text);
  for (int r = 1; r < size_; ++r) {
    if (lost_[static_cast<std::size_t>(r)]) continue;
    MPI_Request request;
    check(MPI_Isend(sent.data(), static_cast<int>(sent.size()), MPI_CHAR, r, kBroadcastTag, MPI_COMM_WORLD, &request),
          "sending to a rank");
    const auto start = Clock::now();
    for (int done = 0; !done;) {
      check(MPI_Test(&request, &done, MPI_STATUS_IGNORE), "sending to a rank");
      if (done) break;
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
  check(rank_ == 0 ? MPI_Reduce(MPI_IN_PLACE, values.data(), count, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD)
                   : MPI_Reduce(values.data(), nullptr, count, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD),
        "adding up across the ranks");
  check(MPI_Bcast(values.data(), count, MPI_DOUBLE, 0, MPI_COMM_WORLD), "sending the sums to every rank");
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
    const std::string answer = awaitRankZero(kAssignTag, silenceLimit_);
    if (answer.size() != sizeof item) throw std::runtime_error("MPI: a garbled message from rank 0");
    std::memcpy(&item, answer.data(), sizeof item);
    if (item == kStop || item == kStopAfterLoss) {
      lossSeen_ = lossSeen_ || item == kStopAfterLoss;
      return;
    }
    if (item == kLeave) {
      lossSeen_ = true;
      throw LeftTheRun("rank 0 took this rank as lost (no word for " + std::to_string(static_cast<long>(silenceLimit_)) +
                       " s); the other ranks finish its work");
    }
    auto running = std::async(std::launch::async, [&work, item] { return runItem(work, item); });
    while (running.wait_for(kWordInterval) != std::future_status::ready)
      check(MPI_Send(nullptr, 0, MPI_CHAR, 0, kAliveTag, MPI_COMM_WORLD), "saying to rank 0 that this rank is alive");
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
  // watches that the ones it waits for are alive, and reports what finishes, each item once.
  enum class State {
    owing,    // working on `item`, or not yet heard of in this share: a word is due every second
    waiting,  // asked for an item, none to give yet
    stopped,  // told to stop or to leave, or lost
  };
  struct Peer {
    State state = State::owing;
    int item = -1;
    Clock::time_point lastWord = Clock::now();
  };
  std::vector<Peer> peers(static_cast<std::size_t>(size_));
  for (int r = 1; r < size_; ++r)
    if (lost_[static_cast<std::size_t>(r)]) peers[static_cast<std::size_t>(r)].state = State::stopped;
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
  const auto sendTo = [](int rank, int item) {  // to a rank that died, the send fails: no matter
    MPI_Send(&item, sizeof item, MPI_CHAR, rank, kAssignTag, MPI_COMM_WORLD);
  };
  auto lastPass = Clock::now(), lastWordSent = Clock::now();
  for (;;) {
    // Rank 0 itself held up (a blocked stderr, a swapping machine): the others' silence meanwhile
    // is not theirs.
    const auto now = Clock::now();
    if (now - lastPass > kWordInterval)
      for (Peer& peer : peers) peer.lastWord += now - lastPass;
    lastPass = now;

    std::deque<std::pair<int, std::string>> reports;
    {
      std::lock_guard guard(lock);
      reports.swap(finishedHere);
    }
    for (const auto& [item, result] : reports) deliver(item, 0, result);

    // Every message that has arrived, before any rank is judged silent.
    bool heard = false;
    for (int arrived = 1; arrived;) {
      MPI_Status status;
      check(MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status), "waiting for the ranks");
      if (!arrived) break;
      heard = true;
      const std::string message = receiveBytes(status);
      Peer& peer = peers[static_cast<std::size_t>(status.MPI_SOURCE)];
      if (lost_[static_cast<std::size_t>(status.MPI_SOURCE)]) {
        // Alive after all. Its item was given to another rank, so what it sends is dropped
        // (also a late message of an earlier share); asking, it is told to leave.
        if (status.MPI_TAG == kReportTag && !leaveSent_[static_cast<std::size_t>(status.MPI_SOURCE)]) {
          sendTo(status.MPI_SOURCE, kLeave);
          leaveSent_[static_cast<std::size_t>(status.MPI_SOURCE)] = 1;
        }
        continue;
      }
      peer.lastWord = Clock::now();
      int item = -1;
      if (status.MPI_TAG != kReportTag || message.size() < sizeof item) continue;
      std::memcpy(&item, message.data(), sizeof item);
      if (item >= 0) deliver(item, status.MPI_SOURCE, message.substr(sizeof item));
      peer.state = State::waiting;
      peer.item = -1;
    }

    // Owing a word for too long: lost. Its item goes back first in the queue, and the rank,
    // should it be alive after all, is told to leave.
    for (int r = 1; r < size_; ++r) {
      Peer& peer = peers[static_cast<std::size_t>(r)];
      if (peer.state != State::owing || secondsSince(peer.lastWord) <= silenceLimit_) continue;
      lost_[static_cast<std::size_t>(r)] = leaveSent_[static_cast<std::size_t>(r)] = 1;
      lossSeen_ = true;
      peer.state = State::stopped;
      if (peer.item >= 0 && !delivered.count(peer.item)) {
        std::lock_guard guard(lock);
        queue.push_front(peer.item);
        wake.notify_all();
      }
      sendTo(r, kLeave);
      if (onLost) onLost(r, peer.item);
    }

    // Items to the ranks waiting for one; a word of life to those still waiting.
    const bool sayAlive = Clock::now() - lastWordSent > kWordInterval;
    if (sayAlive) lastWordSent = Clock::now();
    bool busy = false;
    for (int r = 1; r < size_; ++r) {
      Peer& peer = peers[static_cast<std::size_t>(r)];
      busy = busy || peer.state == State::owing;
      if (peer.state != State::waiting) continue;
      int item = -1;
      {
        std::lock_guard guard(lock);
        if (!queue.empty()) {
          item = queue.front();
          queue.pop_front();
        }
      }
      if (item < 0) {
        if (sayAlive) MPI_Send(nullptr, 0, MPI_CHAR, r, kAliveTag, MPI_COMM_WORLD);
        continue;
      }
      sendTo(r, item);
      peer = Peer{State::owing, item, Clock::now()};
      busy = true;
    }
    {
      std::lock_guard guard(lock);
      allDone = !busy && queue.empty() && localItem < 0 && finishedHere.empty();
    }
    if (allDone) break;
    if (!heard)  // nothing to serve: do not spin on a core the work needs
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
