// Cutting a cloud file into tile files (tasks/terrain/terrain_tile_files.h), read in batches
// through scratch files: every point lands in the file of its tile, with its attributes, in file
// order; the batch size changes nothing; the scratch folder goes away; bad sizes and files are
// refused.
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "tasks/terrain/terrain_tile_files.h"

using namespace m3;
namespace fs = std::filesystem;

namespace {

// 5,000 points over 100 m x 60 m, some at negative x, with colours, intensity and class codes.
PointCloud randomCloud() {
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(-30, 70), y(0, 60), z(0, 10);
  PointCloud cloud;
  const int n = 5000;
  cloud.xyz.resize(n, 3);
  for (int i = 0; i < n; ++i) {
    cloud.xyz.row(i) << x(rng), y(rng), z(rng);
    cloud.colours.push_back({static_cast<std::uint8_t>(i % 251), static_cast<std::uint8_t>(i % 7), 3});
    cloud.intensity.push_back(static_cast<float>(i % 97) / 3.0f);
    cloud.classCodes.push_back(i % 5);
  }
  return cloud;
}

std::string bytesOf(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

class TestTileCut : public QObject {
  Q_OBJECT

 private slots:
  void everyPointInItsTileInFileOrder() {
    QTemporaryDir dir;
    const std::string input = dir.filePath("cloud.ply").toStdString();
    writePointCloud(input, randomCloud());
    const PointCloud cloud = readPointCloud(input);  // as stored
    const double size = 20;
    fs::create_directories(dir.filePath("tiles").toStdString());
    fs::create_directories(dir.filePath("scratch").toStdString());
    const CutTileFiles cut = cutIntoTileFiles(input, size, dir.filePath("tiles").toStdString(), "cloud", ".ply",
                                              dir.filePath("scratch").toStdString(), 777);
    QCOMPARE(cut.points, std::uint64_t(5000));
    QVERIFY(cut.inputStreamed);
    QVERIFY(fs::is_empty(dir.filePath("scratch").toStdString()));  // the scratch folder is gone

    // What each tile must hold: the cloud's points in it, in file order.
    std::map<std::pair<long long, long long>, std::vector<int>> expected;
    for (int i = 0; i < cloud.numPoints(); ++i)
      expected[{static_cast<long long>(std::floor(cloud.xyz(i, 0) / size)),
                static_cast<long long>(std::floor(cloud.xyz(i, 1) / size))}]
          .push_back(i);
    QCOMPARE(cut.paths.size(), expected.size());
    auto path = cut.paths.begin();
    for (const auto& [key, members] : expected) {  // grid order, as the paths
      QCOMPARE(fs::path(*path).filename().string(),
               "cloud_" + std::to_string(key.first) + "_" + std::to_string(key.second) + ".ply");
      const PointCloud tile = readPointCloud(*path++);
      QCOMPARE(tile.numPoints(), static_cast<int>(members.size()));
      for (std::size_t k = 0; k < members.size(); ++k) {
        const int i = members[k];
        const auto row = static_cast<Eigen::Index>(k);
        QVERIFY(tile.xyz.row(row) == cloud.xyz.row(i));
        QVERIFY(tile.colours[k] == cloud.colours[static_cast<std::size_t>(i)]);
        QCOMPARE(tile.intensity[k], cloud.intensity[static_cast<std::size_t>(i)]);
        QCOMPARE(tile.classCodes[k], cloud.classCodes[static_cast<std::size_t>(i)]);
      }
    }

    // One batch or many: the same files, byte for byte.
    fs::create_directories(dir.filePath("whole").toStdString());
    const CutTileFiles once = cutIntoTileFiles(input, size, dir.filePath("whole").toStdString(), "cloud", ".ply",
                                               dir.filePath("scratch").toStdString());
    QCOMPARE(once.paths.size(), cut.paths.size());
    for (std::size_t t = 0; t < cut.paths.size(); ++t)
      QVERIFY2(bytesOf(cut.paths[t]) == bytesOf(once.paths[t]), cut.paths[t].c_str());
  }

  void badSizesAndFilesRefused() {
    QTemporaryDir dir;
    const std::string input = dir.filePath("cloud.ply").toStdString(), out = dir.path().toStdString();
    writePointCloud(input, randomCloud());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cutIntoTileFiles(input, 0, out, "c", ".ply", out));
    PointCloud line;  // 100,001 points 1 m apart: as many 0.5 m tiles
    line.xyz.setZero(100'001, 3);
    for (Eigen::Index i = 0; i < line.xyz.rows(); ++i) line.xyz(i, 0) = static_cast<double>(i);
    const std::string lineFile = dir.filePath("line.ply").toStdString();
    writePointCloud(lineFile, line);
    try {
      cutIntoTileFiles(lineFile, 0.5, out, "c", ".ply", out);
      QFAIL("more than 100,000 tiles were accepted");
    } catch (const std::invalid_argument& e) {
      QVERIFY2(std::string(e.what()).find("more than 100000 tiles") != std::string::npos, e.what());
    }
    QCOMPARE(std::distance(fs::directory_iterator(out), fs::directory_iterator{}), 2);  // the clouds alone
    try {
      cutIntoTileFiles(dir.filePath("missing.ply").toStdString(), 10, out, "c", ".ply", out);
      QFAIL("a missing file was accepted");
    } catch (const IoError& e) {
      QVERIFY2(std::string(e.what()).find("missing.ply") != std::string::npos, e.what());
    }
  }
};

QTEST_GUILESS_MAIN(TestTileCut)
#include "test_tile_cut.moc"
