// `bench distributed`: the same commands on one process and on MPI ranks (issue 19,
// docs/scale-out.md), each run as a separate `m3studio-cli` so that `mpirun` starts it as a
// user would.
//   bench distributed [--points m] [--tile-size m] [--ranks n] [--repeats r] [--dir DIR]
//                     [--data OAKLAND_DIR] [--training-points n] [--killed-run-ranks n] [--quick]
//   a. Prediction: a generated street of --points million points (default 2) is cut into tile
//      files of --tile-size metres (default 20: 20 tiles at 2 M) and predicted with 5 m halos by
//      `terrain predict --tiles` on one process (`--threads 1`) and under `mpirun -np RANKS`;
//      wall times and whether every output file is byte for byte the same.
//   c. A rank killed: a small street (0.4 M points; --quick 0.05 M) in 5 m tiles predicted by
//      --killed-run-ranks ranks (default 64, oversubscribed; --quick 4) under `mpirun
//      --enable-recovery`, one rank killed with SIGKILL once a third of the tiles are done; the
//      run must finish with every tile written as one process writes it. A rank is taken as
//      lost after 20 s without a word (--quick: 6 s).
//   b. Training: the Oakland training files (oakland_part3_*, skipped with a message when
//      absent), --training-points labelled points (default 100,000), the 1-slack learner to a
//      1% gap on one rank and on RANKS; wall time, the training time each reports, rounds and
//      the final primal (equal within the gap).
// --quick: a 0.1 M-point street, 20,000 training points, one repeat (the CI smoke run).
// Medians over --repeats (default 3). Needs Open MPI's mpirun on the PATH (as root it is given
// --allow-run-as-root; --oversubscribe lets a laptop run more ranks than cores).
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "bench_commands.h"
#include "bench_street.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "io/io_error.h"

namespace m3::cli {
namespace {

namespace fs = std::filesystem;

// m3studio-cli beside this program (both are built and installed into one folder).
std::string cliExecutable() {
  char path[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n <= 0)
    throw std::runtime_error("bench distributed: cannot find this program's path (/proc/self/exe)");
  const fs::path cli =
      fs::path(std::string(path, static_cast<size_t>(n))).parent_path() / "m3studio-cli";
  if (!fs::exists(cli))
    throw std::runtime_error("bench distributed: " + cli.string() +
                             " is missing (build m3studio-cli)");
  return cli.string();
}

// Starts argv with stdout and stderr into `log`; its process id.
pid_t startLogged(const std::vector<std::string>& argv, const fs::path& log) {
  std::fflush(stdout);
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("bench distributed: cannot fork");
  if (pid == 0) {
    FILE* out = std::freopen(log.c_str(), "w", stdout);
    if (!out || dup2(fileno(stdout), STDERR_FILENO) < 0) _exit(127);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    _exit(127);
  }
  return pid;
}

// The exit status of the started process `pid` (127: could not be started).
int waitFor(pid_t pid) {
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)  // a Ctrl-C interrupts the wait, not the child's run
    if (errno != EINTR) throw std::runtime_error("bench distributed: lost the child process");
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

std::string readText(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Timed {
  double seconds = 0;
  std::string log;
};

// `m3studio-cli args`, under mpirun on `ranks` ranks when above 1 (`recovering`: the others go on
// when one dies).
std::vector<std::string> commandLine(const std::vector<std::string>& args, int ranks,
                                     bool recovering = false) {
  std::vector<std::string> argv;
  if (ranks > 1) {
    argv = {"mpirun",
            "--oversubscribe",
            "-np",
            std::to_string(ranks),
            "--mca",
            "btl",
            "self,vader",
            "--mca",
            "btl_vader_single_copy_mechanism",
            "none"};  // shared memory only; no ptrace in containers
    if (geteuid() == 0) argv.push_back("--allow-run-as-root");
    if (recovering) argv.push_back("--enable-recovery");
  }
  argv.push_back(cliExecutable());
  argv.insert(argv.end(), args.begin(), args.end());
  return argv;
}

// One run of `m3studio-cli args` (on `ranks` MPI ranks when above 1), timed; throws with the
// log's text when it fails.
Timed run(const std::vector<std::string>& args, int ranks, const fs::path& dir) {
  const fs::path log = dir / "run.log";
  const auto start = Clock::now();
  const int status = waitFor(startLogged(commandLine(args, ranks), log));
  throwIfInterrupted();
  Timed t{secondsSince(start), readText(log)};
  if (status == 127 && ranks > 1)
    throw std::runtime_error("bench distributed: mpirun could not be started (openmpi-bin)");
  if (status != 0)
    throw std::runtime_error("bench distributed: m3studio-cli " + args[0] + " " + args[1] +
                             " failed (status " + std::to_string(status) + "):\n" + t.log);
  return t;
}

// The number after `key` in the last line of `log` that holds it ("training 3.5 s" -> 3.5).
double numberAfter(const std::string& log, const std::string& key) {
  const size_t at = log.rfind(key);
  return at == std::string::npos ? -1 : std::atof(log.c_str() + at + key.size());
}

// Files of a folder, hidden ones (temporary files of writes) left out: what is compared is the
// tiles. (A killed rank's unfinished tile file is removed at the end of the run; the MPI test
// checks that.)
long fileCount(const fs::path& dir) {
  return std::count_if(
      fs::directory_iterator(dir), fs::directory_iterator{},
      [](const fs::directory_entry& e) { return e.path().filename().string()[0] != '.'; });
}

bool sameFiles(const fs::path& a, const fs::path& b) {
  if (fileCount(a) != fileCount(b)) return false;
  for (const auto& entry : fs::directory_iterator(a))
    if (entry.path().filename().string()[0] != '.' &&
        readText(entry.path()) != readText(b / entry.path().filename()))
      return false;
  return true;
}

void benchPrediction(double millions, double tileSize, int ranks, int repeats, const fs::path& dir,
                     StepProgress& progress, nlohmann::json& out) {
  const std::string street = (dir / "street.ply").string(), tiles = (dir / "tiles").string();
  const std::string model = (dir / "street-model.json").string();
  // The model from a street of at most 0.2 M points: training builds its whole cloud's graph
  // (some 20 GB at 40 M points), and the model's quality is not what is measured.
  writeStreet(street, std::lround(std::min(millions, 0.2) * 1e6), 2);
  run({"terrain", "train", "--cloud", street, "--mapping", "terrain", "--max-points", "5000",
       "--out", model},
      1, dir);
  writeStreet(street, std::lround(millions * 1e6), 2);
  const Timed cut = run({"terrain", "tile", "--cloud", street, "--tile-size",
                         std::to_string(tileSize), "--out-dir", tiles},
                        1, dir);
  fs::remove(street);
  const long tileCount = fileCount(tiles);
  std::printf(
      "a. prediction: %.2f M generated points in %ld tile files of %g m (cut in %.1f s), 5 m "
      "halos\n",
      millions, tileCount, tileSize, cut.seconds);
  std::vector<double> one, many;
  bool identical = true;
  for (int r = 0; r < repeats; ++r) {
    for (const int n : {1, ranks}) {
      const fs::path out = dir / (n == 1 ? "one" : "many");
      fs::remove_all(out);
      std::vector<std::string> args = {"terrain", "predict", "--tiles", tiles,
                                       "--model", model,     "--out",   out.string()};
      if (n == 1) args.insert(args.end(), {"--threads", "1"});
      (n == 1 ? one : many).push_back(run(args, n, dir).seconds);
      progress.step("prediction on " + std::to_string(n) + (n == 1 ? " process" : " ranks") +
                    ", repeat " + std::to_string(r + 1));
    }
    identical = identical && sameFiles(dir / "one", dir / "many");
  }
  std::printf("  1 process:  %.1f s (median of %d)\n  %d ranks:    %.1f s -> %.2fx; outputs %s\n",
              median(one), repeats, ranks, median(many), median(one) / median(many),
              identical ? "identical, byte for byte" : "DIFFER");
  out = {{"millionPoints", millions},
         {"tiles", tileCount},
         {"tileSizeMetres", tileSize},
         {"cutSeconds", cut.seconds},
         {"oneProcessSeconds", median(one)},
         {"ranks", ranks},
         {"ranksSeconds", median(many)},
         {"speedup", median(one) / median(many)},
         {"repeats", repeats},
         {"identicalOutputs", identical}};
}

// The process of MPI rank `rank` among the children of the launcher `launcher` (Open MPI starts
// the ranks of this machine itself); 0 when not (yet) found.
pid_t rankProcess(pid_t launcher, int rank) {
  const std::string wanted = "OMPI_COMM_WORLD_RANK=" + std::to_string(rank);
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::istringstream stat(readText(entry.path() / "stat"));
    std::string pid, command, state;
    long parent = 0;
    stat >> pid >> command >> state >>
        parent;  // (a command with spaces would shift this; ours has none)
    if (parent != launcher) continue;
    std::string environment = readText(entry.path() / "environ");
    std::replace(environment.begin(), environment.end(), '\0', '\n');
    if (("\n" + environment).find("\n" + wanted + "\n") != std::string::npos)
      return static_cast<pid_t>(std::stol(name));
  }
  return 0;
}

// Lines of a `terrain predict --tiles` log that report a finished tile ("[k/n] ...").
long finishedTiles(const std::string& log) {
  long n = log.rfind("[", 0) == 0 ? 1 : 0;
  for (std::size_t at = log.find("\n["); at != std::string::npos; at = log.find("\n[", at + 1)) ++n;
  return n;
}

// c. The same prediction on `ranks` oversubscribed ranks, small tiles, one rank killed (SIGKILL)
// once a third of the tiles are done: the run must finish, redo the dead rank's tile and write
// every tile as one process does.
void benchRankLoss(double millions, int ranks, double timeout, const std::string& model,
                   const fs::path& dir, StepProgress& progress, nlohmann::json& out) {
  const std::string street = (dir / "small-street.ply").string(),
                    tiles = (dir / "small-tiles").string();
  writeStreet(street, std::lround(millions * 1e6), 2);
  run({"terrain", "tile", "--cloud", street, "--tile-size", "5", "--out-dir", tiles}, 1, dir);
  fs::remove(street);
  const long tileCount = fileCount(tiles);
  const fs::path reference = dir / "small-one", shared = dir / "small-many",
                 log = dir / "killed.log";
  const double alone = run({"terrain", "predict", "--tiles", tiles, "--model", model, "--out",
                            reference.string(), "--threads", "1"},
                           1, dir)
                           .seconds;
  const int victim = ranks / 2;
  const auto start = Clock::now();
  const pid_t launcher =
      startLogged(commandLine({"terrain", "predict", "--tiles", tiles, "--model", model, "--out",
                               shared.string(), "--rank-timeout", std::to_string(timeout)},
                              ranks, true),
                  log);
  long killedAfter = -1;
  int status = -1;
  for (int polls = 0; polls < 36000 && killedAfter < 0 && status < 0; ++polls) {  // an hour at most
    const long finished = finishedTiles(readText(log));
    const pid_t target = finished * 3 >= tileCount ? rankProcess(launcher, victim) : 0;
    if (target > 0 && kill(target, SIGKILL) == 0) killedAfter = finished;
    int ended = 0;
    if (waitpid(launcher, &ended, WNOHANG) == launcher)  // ended before the kill: reported below
      status = WIFEXITED(ended) ? WEXITSTATUS(ended) : 128;
    usleep(100000);
  }
  if (status < 0) status = waitFor(launcher);
  throwIfInterrupted();
  const double wall = secondsSince(start);
  const std::string text = readText(log);
  const bool complete = status == 0 && fs::is_directory(shared) && sameFiles(reference, shared);
  const std::size_t said = text.find("rank " + std::to_string(victim) + " sent no word");
  std::printf(
      "c. a rank killed: %d ranks on this machine's %u cores, %ld tiles of 5 m from %.2f M "
      "generated points; "
      "rank %d killed (SIGKILL) after %ld tiles\n",
      ranks, std::thread::hardware_concurrency(), tileCount, millions, victim, killedAfter);
  std::printf("  the run %s (status %d) in %.1f s (1 process: %.1f s); %s\n  outputs: %s\n",
              status == 0 ? "finished" : "FAILED", status, wall, alone,
              said == std::string::npos
                  ? "it never said the rank was lost"
                  : ("it said: " + text.substr(said, text.find('\n', said) - said)).c_str(),
              complete ? ("all " + std::to_string(tileCount) +
                          " tiles, the same as one process's, byte for byte")
                             .c_str()
                       : "MISSING OR DIFFERENT tiles");
  out = {{"ranks", ranks},
         {"tiles", tileCount},
         {"millionPoints", millions},
         {"killedRank", victim},
         {"killedAfterTiles", killedAfter},
         {"status", status},
         {"seconds", wall},
         {"oneProcessSeconds", alone},
         {"lossReported", said != std::string::npos},
         {"allTilesIdentical", complete}};
  progress.step("a rank killed");
  if (killedAfter < 0 || !complete || said == std::string::npos)
    throw std::runtime_error("bench distributed: the run with a killed rank did not recover:\n" +
                             text);
}

// The Oakland training files in `data`, in name order, as `ls` gives them: the blocks' order is the
// files'.
std::vector<std::string> oaklandTrainingFiles(const fs::path& data) {
  std::vector<std::string> found;
  if (fs::is_directory(data))
    for (const auto& entry : fs::directory_iterator(data))
      if (entry.path().filename().string().rfind("oakland_part3_", 0) == 0)
        found.push_back(entry.path().string());
  std::sort(found.begin(), found.end());
  return found;
}

void benchTraining(const fs::path& data, const std::vector<std::string>& found, long points,
                   int ranks, int repeats, const fs::path& dir, StepProgress& progress,
                   nlohmann::json& out) {
  std::string files;
  for (const std::string& f : found) files += (files.empty() ? "" : ",") + f;
  if (files.empty()) {
    std::printf("b. training: skipped, no oakland_part3_* files in %s (--data)\n",
                data.string().c_str());
    out = {{"skipped", "no oakland_part3_* files in " + data.string()}};
    return;
  }
  std::printf(
      "b. training: the Oakland training files, %ld labelled points, 1-slack learner, C 0.1, to a "
      "1%% gap\n",
      points);
  const std::vector<std::string> args = {
      "terrain",       "train",     "--cloud",      files,
      "--mapping",     "oakland",   "--max-points", std::to_string(points),
      "--block-nodes", "500",       "--C",          "0.1",
      "--learner",     "one-slack", "--planes",     "0",
      "--passes",      "1500"};
  for (const int n : {1, ranks}) {
    std::vector<double> wall, training;
    Timed last;
    for (int r = 0; r < repeats; ++r) {
      std::vector<std::string> a = args;
      a.insert(a.end(), {"--out", (dir / "oakland-model.json").string()});
      last = run(a, n, dir);
      wall.push_back(last.seconds);
      training.push_back(numberAfter(last.log, "training "));
      progress.step("training on " + std::to_string(n) + (n == 1 ? " process" : " ranks") +
                    ", repeat " + std::to_string(r + 1));
    }
    std::printf(
        "  %d rank(s): %s after %.0f rounds, primal %.6g, gap %.2f%%; training %.2f s, wall %.2f s "
        "(medians)\n",
        n, last.log.find("stopped: converged") != std::string::npos ? "converged" : "NOT converged",
        numberAfter(last.log, "stopped: converged after "), numberAfter(last.log, "primal "),
        numberAfter(last.log, "gap "), median(training), median(wall));
    out["labelledPoints"] = points;
    out["runs"].push_back(
        {{"ranks", n},
         {"converged", last.log.find("stopped: converged") != std::string::npos},
         {"rounds", std::lround(numberAfter(last.log, "stopped: converged after "))},
         {"primal", numberAfter(last.log, "primal ")},
         {"gapPercent", numberAfter(last.log, "gap ")},
         {"trainingSeconds", median(training)},
         {"wallSeconds", median(wall)}});
  }
}

}  // namespace

int benchDistributed(const Args& args) {
  const bool quick = args.has("quick");
  const double millions = args.number("points", quick ? 0.1 : 2.0),
               tileSize = args.number("tile-size", quick ? 40 : 20);
  const int ranks = args.integer("ranks", 2), repeats = args.integer("repeats", quick ? 1 : 3);
  const long trainingPoints = args.integer("training-points", quick ? 20000 : 100000);
  const int killedRunRanks = args.integer("killed-run-ranks", quick ? 4 : 64);
  if (!(millions > 0 && millions <= 100) || !(tileSize >= 5) || ranks < 2 || repeats < 1 ||
      trainingPoints < 1 || killedRunRanks < 3)
    throw UsageError(
        "--points in (0, 100] millions, --tile-size >= 5, --ranks >= 2, --repeats and "
        "--training-points >= 1, "
        "--killed-run-ranks >= 3");
  const fs::path dir =
      fs::path(args.get("dir", fs::temp_directory_path().string())) / "m3studio-bench-distributed";
  fs::remove_all(dir);
  fs::create_directories(dir);
  JsonResults json(args, "bench distributed", JsonResults::Text::toStderr);
  std::printf("bench distributed: 1 process against %d MPI ranks; files in %s\n", ranks,
              dir.string().c_str());
  const fs::path data = args.get("data", "../shared/data/oakland3d");
  const std::vector<std::string> trainingFiles = oaklandTrainingFiles(data);
  // Steps: each run of sections a and b (1 process, then the ranks), and section c.
  StepProgress progress("bench distributed", 2 * repeats * (trainingFiles.empty() ? 1 : 2) + 1);
  benchPrediction(millions, tileSize, ranks, repeats, dir, progress, json["a.prediction"]);
  benchTraining(data, trainingFiles, trainingPoints, ranks, repeats, dir, progress,
                json["b.training"]);
  benchRankLoss(quick ? 0.05 : 0.4, killedRunRanks, quick ? 6 : 20,
                (dir / "street-model.json").string(), dir, progress, json["c.rankKilled"]);
  fs::remove_all(dir);
  json.print();
  return 0;
}

}  // namespace m3::cli
