// A survey kept as tile files (issue 19; tasks/terrain/terrain_tile_files.h):
//   terrain tile    --cloud FILE --tile-size m --out-dir DIR [--format ply|las|xyz|pcd]
//                   [--scratch DIR]
//                   cuts a cloud into square tiles, one file each (<stem>_<kx>_<ky>.<format>), read
//                   piece by piece through scratch files in DIR (default: the output folder), so a
//                   cloud larger than memory can be cut
//   terrain predict --tiles DIR_OR_LIST --model MODEL --out DIR [--halo m] [--mapping M]
//                   [--threads t]
//                   labels every tile file with its halo (default 5 m) from the other files,
//                   writing DIR/<the tile's file name>; a tile whose output exists is skipped, so
//                   a stopped run carries on where it stopped (outputs are written atomically).
// Started by mpirun / mpiexec / srun, the ranks share the work (cli_process_group.h): first
// reading the files' bounding boxes, then the tiles, handed out one at a time to whichever rank
// asks, rank 0 included. The files and DIR must be on a file system every rank sees. --threads:
// threads per process for a tile's features and graph (default 1 under MPI, one rank per core;
// else every core). A tile that fails is reported with its file and the others go on; the run
// then exits with status 1, and a rerun redoes only the missing tiles. A rank that dies while the
// tiles are shared (under `mpirun --enable-recovery` or `srun --no-kill`, which let the others go
// on) is taken as lost after --rank-timeout seconds without a word (default 60): its tile is done
// by another rank and the run names it.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_process_group.h"
#include "cli_terrain_models.h"
#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "tasks/terrain/terrain_tile_files.h"

namespace m3::cli {

namespace {

namespace fs = std::filesystem;

// The tile files of --tiles: a folder's point-cloud files by name, or the list itself.
std::vector<std::string> tileFiles(const std::string& folderOrList) {
  std::error_code ec;
  if (!fs::is_directory(folderOrList, ec)) return splitList(folderOrList, "tiles");
  std::vector<std::string> files;
  for (const fs::directory_entry& entry : fs::directory_iterator(folderOrList, ec)) {
    if (!entry.is_regular_file(ec)) continue;
    try {
      const PointCloudFormat format = pointCloudFormatFromPath(entry.path().string());
      if (format != PointCloudFormat::KittiLabels) files.push_back(entry.path().string());
    } catch (const IoError&) {  // not a point cloud (a README, a .laz)
    }
  }
  if (ec) throw IoError(folderOrList + ": cannot list the folder (" + ec.message() + ")");
  std::sort(files.begin(), files.end());
  if (files.empty()) throw IoError(folderOrList + ": no point-cloud file in the folder");
  return files;
}

std::string describe(const TileFile& t) {
  std::ostringstream out;
  out.precision(17);
  out << t.points << ' ' << t.lowX << ' ' << t.highX << ' ' << t.lowY << ' ' << t.highY;
  return out.str();
}

TileFile parseTile(const std::string& path, const std::string& text) {
  TileFile t;
  t.path = path;
  std::istringstream in(text);
  if (!(in >> t.points >> t.lowX >> t.highX >> t.lowY >> t.highY)) throw IoError(path + ": bad index entry");
  return t;
}

}  // namespace

int terrainTile(const Args& args) {
  const std::string cloudPath = args.required("cloud"), outDir = args.required("out-dir");
  const double size = args.number("tile-size");
  const std::string format = args.get("format");
  std::error_code ec;
  fs::create_directories(outDir, ec);
  if (ec) throw IoError(outDir + ": cannot create the folder (" + ec.message() + ")");
  CutTileFiles cut;
  try {
    cut = cutIntoTileFiles(cloudPath, size, outDir, fs::path(cloudPath).stem().string(), "." + format,
                           args.get("scratch", outDir));
  } catch (const std::invalid_argument& e) {
    throw IoError(cloudPath + ": " + e.what());
  }
  std::printf("cut %llu points of %s into %zu tiles of %g m in %s%s\n", static_cast<unsigned long long>(cut.points),
              cloudPath.c_str(), cut.paths.size(), size, outDir.c_str(),
              cut.inputStreamed ? "" : " (this format is read whole; binary PLY, LAS and XYZ are read piece by piece)");
  return 0;
}

namespace {

int predictTiles(const Args& args, ProcessGroup& group) {
  const bool root = group.rank() == 0;
  const std::string outDir = args.required("out");
  const double halo = args.number("halo");
  // Among ranks each takes one core unless told otherwise.
  const int threads = args.has("threads") ? args.integer("threads") : group.size() > 1 ? 1 : 0;
  const double rankTimeout = args.number("rank-timeout");
  group.setSilenceLimit(rankTimeout);
  const std::vector<std::string> files = tileFiles(args.required("tiles"));
  const AmnModel model = loadAmnModel(args.required("model"));
  const ClassMapping mapping = predictionMapping(args, model, {});
  TerrainGraphOptions options = featureSettings(model);
  options.features.threads = options.graph.threads = threads;
  std::error_code ec;
  for (const std::string& f : files)
    if (fs::equivalent(fs::path(f).parent_path().empty() ? "." : fs::path(f).parent_path(), outDir, ec))
      throw UsageError("--out " + outDir + " holds the tiles themselves: the outputs would replace them");
  if (root) {
    fs::create_directories(outDir, ec);
    if (ec) throw IoError(outDir + ": cannot create the folder (" + ec.message() + ")");
  }
  const auto start = Clock::now();

  // 1. Every file's bounding box, shared out like the tiles; rank 0 hands the index to all.
  std::vector<int> all(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) all[i] = static_cast<int>(i);
  std::vector<std::string> entries(files.size());
  std::string failure;
  group.share(
      all, [&](int i) { return describe(indexTileFile(files[static_cast<std::size_t>(i)])); },
      [&](int i, int, const std::string& result) {
        if (!result.empty() && result[0] == '!') failure = result.substr(1);
        else entries[static_cast<std::size_t>(i)] = result;
      });
  std::string index;
  if (root) {
    if (failure.empty())
      for (const std::string& e : entries) index += e + '\n';
    else
      index = "!" + failure;
  }
  group.broadcast(index);
  if (!index.empty() && index[0] == '!') throw IoError(index.substr(1));
  std::vector<TileFile> tiles;
  std::istringstream lines(index);
  for (const std::string& f : files) {
    std::string line;
    std::getline(lines, line);
    tiles.push_back(parseTile(f, line));
  }
  const double indexSeconds = secondsSince(start);

  // 2. The tiles without an output yet, one at a time to whichever rank asks.
  const auto outputOf = [&](std::size_t t) { return (fs::path(outDir) / fs::path(tiles[t].path).filename()).string(); };
  std::vector<int> todo;
  for (std::size_t t = 0; t < tiles.size(); ++t)
    if (!fs::exists(outputOf(t), ec)) todo.push_back(static_cast<int>(t));
  std::vector<std::uint64_t> counts(static_cast<std::size_t>(model.labels.size()), 0);
  std::vector<int> perRank(static_cast<std::size_t>(group.size()), 0);
  std::uint64_t points = 0, haloPoints = 0;
  int done = 0, failed = 0;
  group.share(
      todo,
      [&](int t) {
        const auto tileStart = Clock::now();
        const TileFileResult r = predictTileFile(tiles, static_cast<std::size_t>(t), model, mapping, options, halo,
                                                 outputOf(static_cast<std::size_t>(t)));
        std::ostringstream out;
        out << secondsSince(tileStart) << ' ' << r.points << ' ' << r.haloPoints;
        for (std::uint64_t c : r.labelCounts) out << ' ' << c;
        return out.str();
      },
      [&](int t, int rank, const std::string& result) {
        ++done;
        const std::string name = fs::path(tiles[static_cast<std::size_t>(t)].path).filename().string();
        if (!result.empty() && result[0] == '!') {
          ++failed;
          std::fprintf(stderr, "[%d/%zu] %s failed (rank %d): %s\n", done, todo.size(), name.c_str(), rank,
                       result.c_str() + 1);
          return;
        }
        std::istringstream in(result);
        double seconds = 0;
        std::uint64_t own = 0, extra = 0;
        in >> seconds >> own >> extra;
        for (std::uint64_t& c : counts) {
          std::uint64_t k = 0;
          in >> k;
          c += k;
        }
        points += own, haloPoints += extra;
        ++perRank[static_cast<std::size_t>(rank)];
        std::fprintf(stderr, "[%d/%zu] %s: %llu points + %llu halo, %.2f s (rank %d)\n", done, todo.size(),
                     name.c_str(), static_cast<unsigned long long>(own), static_cast<unsigned long long>(extra),
                     seconds, rank);
      },
      [&](int rank, int t) {
        std::fprintf(stderr, "rank %d sent no word for %g s: taken as lost; %s\n", rank, rankTimeout,
                     t < 0 ? "it held no tile"
                           : (fs::path(tiles[static_cast<std::size_t>(t)].path).filename().string() +
                              " is done again by another rank").c_str());
      });
  if (!root) return 0;
  // A rank lost while writing a tile leaves its temporary file, and another rank may have
  // written that tile under a name of its own: nothing else would take the leftover away once
  // it is a minute old (a younger one may still be a live writer's on another machine).
  const int abandoned = removeAbandonedTemporaries(outDir);
  std::printf("predicted %zu of %zu tiles (%zu finished before, skipped) with the %s model and %g m halos on %d "
              "process(es): %llu points (+%llu halo); index %.2f s, total %.2f s; tiles per rank:",
              todo.size() - static_cast<std::size_t>(failed), tiles.size(), tiles.size() - todo.size(),
              graphModelKindName(model.kind), halo, group.size(), static_cast<unsigned long long>(points),
              static_cast<unsigned long long>(haloPoints), indexSeconds, secondsSince(start));
  for (int k : perRank) std::printf(" %d", k);
  const std::vector<int> lost = group.lostRanks();
  if (!lost.empty()) {
    std::printf("; ranks lost (their tiles done by the others):");
    for (int r : lost) std::printf(" %d", r);
    if (abandoned > 0) std::printf(" (%d unfinished tile file(s) they left removed)", abandoned);
  }
  std::printf("; labels:");
  for (int k = 0; k < model.labels.size(); ++k)
    std::printf("%s %s %llu", k ? "," : "", model.labels.names[k].c_str(),
                static_cast<unsigned long long>(counts[static_cast<std::size_t>(k)]));
  std::printf("; wrote %s\n", outDir.c_str());
  if (failed > 0) throw IoError(std::to_string(failed) + " tile(s) failed (listed above); run again to redo them");
  return 0;
}

}  // namespace

int terrainPredictTiles(const Args& args) {
  return runOnProcessGroup([&](ProcessGroup& group) { return predictTiles(args, group); });
}

}  // namespace m3::cli
