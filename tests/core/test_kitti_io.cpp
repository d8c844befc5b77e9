// KITTI / SemanticKITTI scans (core/io/kitti_io.h) through the point-cloud entry points
// (core/io/point_cloud_io.h): a .bin with its .label beside it or in the dataset's ../labels/
// folder, instance ids dropped, predictions written as a .label alone, SemanticKITTI's class
// mapping, and every error naming its file.
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <filesystem>

#include "io/class_mapping.h"
#include "io/kitti_io.h"
#include "point_cloud_test_support.h"

using namespace m3;
using namespace pc_test;

namespace {

std::string uint32s(const std::vector<std::uint32_t>& values) {
  std::string out(values.size() * 4, '\0');
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

}  // namespace

class TestKittiIo : public QObject {
  Q_OBJECT

 private slots:
  void scansAndLabelsRoundTrip() {
    QTemporaryDir dir;
    const std::filesystem::path root = dir.path().toStdString();
    std::filesystem::create_directories(root / "velodyne");
    PointCloud cloud = makeCloud(40, 7, {false, true, true});
    for (int& code : cloud.classCodes) code = std::abs(code);
    const std::string scan = (root / "velodyne" / "000001.bin").string();
    writePointCloud(scan, cloud);
    QVERIFY(std::filesystem::file_size(scan) == 40 * 16);
    QVERIFY(std::filesystem::exists(root / "velodyne" / "000001.label"));  // written beside the scan
    const PointCloud back = readPointCloud(scan);
    PointCloud expected = cloud;
    for (float& v : expected.intensity) v = static_cast<float>(v);
    compareClouds(back, expected, viaFloat);

    // The dataset's layout: sequences/NN/velodyne/*.bin with sequences/NN/labels/*.label, whose
    // upper 16 bits are instance ids.
    std::filesystem::create_directories(root / "labels");
    std::filesystem::remove(root / "velodyne" / "000001.label");
    std::vector<std::uint32_t> raw;
    for (int code : cloud.classCodes) raw.push_back(static_cast<std::uint32_t>(code) | (7u << 16));
    writeFileAtomically((root / "labels" / "000001.label").string(), uint32s(raw));
    QVERIFY(readPointCloud(scan).classCodes == cloud.classCodes);
    QCOMPARE(kittiLabelsPathFor(scan), (root / "labels" / "000001.label").string());

    // No labels anywhere: points only. Predictions are written as a .label alone.
    std::filesystem::remove(root / "labels" / "000001.label");
    QVERIFY(!readPointCloud(scan).hasClasses());
    const std::string predicted = (root / "predicted.label").string();
    writePointCloud(predicted, cloud);
    QVERIFY(parseKittiLabels(readFileMaybeGzip(predicted), 40, predicted) == cloud.classCodes);
  }

  void errorsNameTheFile() {
    QTemporaryDir dir;
    const std::string scan = (dir.path() + "/a.bin").toStdString();
    writeFileAtomically(scan, std::string(17, '\0'));
    QVERIFY(errorOf([&] { readPointCloud(scan); }).startsWith(QString::fromStdString(scan) + ": 17 bytes is not a whole number"));
    writeFileAtomically(scan, "");
    QVERIFY(errorOf([&] { readPointCloud(scan); }).contains("no points"));
    std::string points(32, '\0');
    const float nan = std::numeric_limits<float>::quiet_NaN();
    std::memcpy(points.data() + 16 + 4, &nan, 4);
    writeFileAtomically(scan, points);
    QCOMPARE(errorOf([&] { readPointCloud(scan); }), QString::fromStdString(scan) + ": point 1: coordinate y is not finite");
    std::memcpy(points.data() + 16 + 4, points.data(), 4);
    writeFileAtomically(scan, points);
    const std::string labels = (dir.path() + "/a.label").toStdString();
    writeFileAtomically(labels, uint32s({1, 2, 3}));
    QVERIFY(errorOf([&] { readPointCloud(scan); }).startsWith(QString::fromStdString(labels) + ": 12 bytes, but its scan has 2 points"));
    QVERIFY(errorOf([&] { readPointCloud(labels); }).contains("holds only classes; open its scan"));
    PointCloud bad = makeCloud(2, 1, {false, false, true});
    bad.classCodes = {5, 70000};
    QVERIFY(errorOf([&] { writePointCloud(labels, bad); }).contains("70000 of point 1 does not fit a KITTI label"));
    QCOMPARE(std::filesystem::file_size(labels), std::uintmax_t(12));  // the failed write left the file alone
  }

  void semanticKittiClasses() {
    const ClassMapping m = semanticKittiMapping();
    validateClassMapping(m);
    QCOMPARE(m.labelNames.size(), size_t(19));
    PointCloud cloud = makeCloud(8, 1, {});
    cloud.classCodes = {10, 252, 60, 40, 13, 52, 0, 81};
    const Labeling labels = applyClassMapping(cloud, m);
    const auto name = [&](int k) { return labels[k] == kUnlabelled ? std::string("-") : m.labelNames[labels[k]]; };
    QCOMPARE(name(0), std::string("car"));
    QCOMPARE(name(1), std::string("car"));  // moving-car
    QCOMPARE(name(2), std::string("road"));  // lane-marking
    QCOMPARE(name(3), std::string("road"));
    QCOMPARE(name(4), std::string("other-vehicle"));  // bus
    QCOMPARE(name(5), std::string("-"));  // other-structure
    QCOMPARE(name(6), std::string("-"));
    QCOMPARE(name(7), std::string("traffic-sign"));
  }
};

QTEST_APPLESS_MAIN(TestKittiIo)
#include "test_kitti_io.moc"
