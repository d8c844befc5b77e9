// `bench journal`: what crash recovery costs (docs/project-format.md, "Journal"). The shell
// appends every confirmed label edit to a journal before the next event is processed; this
// measures that append for records of the sizes the workbenches write (a typed letter, a brush
// stroke, a lasso), with the kernel owning the data once write(2) returns (survives a killed
// process) and with fdatasync after each record (survives a power cut). The peer, measured in
// the same run, is what a journal saves us from: writing the whole label state atomically
// after every edit (a painted 200,000-point cloud). Recovery reads and parses 10,000 records.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "io/io_error.h"
#include "io/label_journal.h"

namespace m3::cli {

namespace {

// A record as the shell writes it: {"points": [...], "labels": l} (or a word's letters).
std::string strokeRecord(int points, int first) {
  nlohmann::json j;
  j["points"] = nlohmann::json::array();
  for (int k = 0; k < points; ++k) j["points"].push_back(first + 7 * k);
  j["labels"] = 2;
  return j.dump();
}

struct Latency {
  double median = 0, worst = 0;
};

Latency appendLatency(const std::string& path, const std::string& record, int count, bool durable) {
  LabelJournal journal;
  journal.start(path, R"({"format":"m3studio-journal","schema":1})", durable);
  std::vector<double> ms;
  for (int k = 0; k < count; ++k) {
    const auto start = Clock::now();
    journal.append(record);
    ms.push_back(1000 * secondsSince(start));
  }
  journal.discard();
  return {median(ms), *std::max_element(ms.begin(), ms.end())};
}

}  // namespace

int benchJournal(const Args& args) {
  namespace fs = std::filesystem;
  const fs::path dir = args.get(
      "dir",
      (fs::temp_directory_path() / ("m3-bench-journal-" + std::to_string(getpid()))).string());
  fs::create_directories(dir);
  const std::string path = (dir / "bench.m3j").string();
  const bool quick = args.has("quick");
  const int edits = args.integer("edits", 10000);

  struct Kind {
    const char* name;
    std::string record;
    int count;
  };
  const std::vector<Kind> kinds = {
      {"typed letter (word edit)", R"({"labels":[0,1,-1,3,-1],"word":120})", quick ? 200 : 2000},
      {"brush stroke, 2,000 points", strokeRecord(2000, 11), quick ? 50 : 500},
      {"lasso, 60,000 points", strokeRecord(60000, 3), quick ? 5 : 50}};
  JsonResults json(args, "bench journal", JsonResults::Text::toStderr);
  json["appendMs"] = nlohmann::json::array();
  std::printf("Journal append latency per edit (ms), %s\n", dir.c_str());
  std::printf("%-30s %9s %12s %12s %15s %15s\n", "record", "bytes", "median", "worst",
              "median fsync", "worst fsync");
  for (const Kind& kind : kinds) {
    const Latency os = appendLatency(path, kind.record, kind.count, false);
    const Latency durable = appendLatency(path, kind.record, std::max(5, kind.count / 10), true);
    std::printf("%-30s %9zu %12.4f %12.4f %15.3f %15.3f\n", kind.name, kind.record.size(),
                os.median, os.worst, durable.median, durable.worst);
    json["appendMs"].push_back({{"record", kind.name},
                                {"bytes", kind.record.size()},
                                {"median", os.median},
                                {"worst", os.worst},
                                {"medianFsync", durable.median},
                                {"worstFsync", durable.worst}});
  }

  // The peer: the whole label state of a painted 200,000-point cloud written atomically.
  nlohmann::json state;
  state["painted"] = nlohmann::json::array();
  for (int i = 0; i < 200000; i += 4) state["painted"].push_back({i, i % 5});
  const std::string project = state.dump();
  std::vector<double> saves;
  for (int k = 0; k < (quick ? 3 : 15); ++k) {
    const auto start = Clock::now();
    writeFileAtomically((dir / "peer.m3p").string(), project);
    saves.push_back(1000 * secondsSince(start));
  }
  const Latency stroke = appendLatency(path, kinds[1].record, quick ? 50 : 500, false);
  std::printf(
      "\nPeer: save the whole label state (50,000 painted points, %zu bytes) atomically per edit: "
      "median %.2f ms "
      "= %.0fx a journalled brush stroke\n",
      project.size(), median(saves), median(saves) / stroke.median);
  json["peerAtomicSave"] = {{"bytes", project.size()},
                            {"medianMs", median(saves)},
                            {"timesJournalledStroke", median(saves) / stroke.median}};

  // Recovery: read and parse a journal of `edits` word edits.
  {
    LabelJournal journal;
    journal.start(path, R"({"format":"m3studio-journal","schema":1,"base":{}})");
    for (int k = 0; k < edits; ++k)
      journal.append(R"({"labels":[)" + std::to_string(k % 26) + R"(,1,-1,3,-1],"word":)" +
                     std::to_string(k % 300) + "}");
    journal.close();
  }
  std::vector<double> reads;
  for (int r = 0; r < (quick ? 3 : 9); ++r) {
    const auto start = Clock::now();
    const JournalContents contents = readLabelJournal(path);
    long words = 0;
    for (const std::string& line : contents.records)
      words += nlohmann::json::parse(line)["word"].get<int>() >= 0;
    reads.push_back(secondsSince(start));
    if (words != edits)
      throw IoError("bench journal: read back " + std::to_string(words) + " records");
  }
  std::printf(
      "Read and parse a journal of %d edits: median %.1f ms (replaying them into a workbench: "
      "m3studio "
      "--recover reports it)\n",
      edits, 1000 * median(reads));
  fs::remove_all(dir);
  json["readJournal"] = {{"edits", edits}, {"medianMs", 1000 * median(reads)}};
  json.print();
  return 0;
}

}  // namespace m3::cli
