#include "frame_time_review.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMouseEvent>
#include <QRegularExpression>
#include <algorithm>
#include <cstdio>

#include "point_cloud_view.h"
#include "point_colours.h"
#include "samples/terrain_scene.h"

namespace m3 {
namespace {

constexpr long kLargestGenerated = 10'000'000;  // larger streets are copies of this one
constexpr long kLargestPeer = 2'000'000;        // drawing every point of more takes seconds a frame

double peakMemoryMiB() {
  QFile status("/proc/self/status");
  if (!status.open(QIODevice::ReadOnly)) return 0;
  const QRegularExpressionMatch m = QRegularExpression("VmHWM:\\s+(\\d+) kB").match(status.readAll());
  return m.hasMatch() ? m.captured(1).toDouble() / 1024 : 0;
}

// Each frame follows a half-degree orbit, as during or right after a real camera move.
void printFrames(PointCloudView& view, const char* what) {
  std::vector<double> ms;
  std::vector<size_t> drawn;
  for (int k = 0; k < 10; ++k) {
    view.orbit(0.5);
    view.grabFramebuffer();  // renders a frame now
    if (k < 3) continue;     // the budget settles on this machine's cost per point first
    ms.push_back(view.lastFrameMilliseconds());
    drawn.push_back(view.drawnPoints());
  }
  std::sort(ms.begin(), ms.end());
  std::sort(drawn.begin(), drawn.end());
  std::printf("  %-24s median frame %7.1f ms, %9zu points drawn\n", what, ms[ms.size() / 2], drawn[drawn.size() / 2]);
  std::fflush(stdout);
}

}  // namespace

int runFrameTimeReview(long points) {
  if (points < 1000) {
    std::fprintf(stderr, "m3studio: --frame-times needs at least 1000 points\n");
    return 2;
  }
  QElapsedTimer clock;
  clock.start();
  TerrainSceneOptions options;
  options.targetPoints = static_cast<int>(std::min(points, kLargestGenerated));
  options.length = 100.0 * options.targetPoints / 200000;  // the sample's density
  const TerrainScene scene = generateTerrainScene(options);
  const long generated = scene.cloud.numPoints();
  const double street = scene.cloud.xyz.col(0).maxCoeff() - scene.cloud.xyz.col(0).minCoeff() + 1;
  PointMatrix xyz(points, 3);
  std::vector<PointColour> colours(static_cast<size_t>(points));
  const std::vector<PointColour> classColours = labelColours(scene.labels, classPalette(scene.labelNames.names));
  for (long first = 0, copy = 0; first < points; first += generated, ++copy) {
    const long n = std::min(generated, points - first);
    xyz.middleRows(first, n) = scene.cloud.xyz.topRows(n);
    xyz.middleRows(first, n).col(0).array() += copy * street;
    std::copy_n(classColours.begin(), n, colours.begin() + first);
  }
  std::printf("%ld points (a generated street of %ld, %.0f m, laid end to end %ld times) in %.1f s\n", points,
              generated, street, (points + generated - 1) / generated, clock.elapsed() / 1000.0);

  PointCloudView view;
  view.resize(1280, 800);
  view.setWindowTitle("M3Studio frame times");
  view.show();
  for (int k = 0; k < 50 && !view.isVisible(); ++k) QApplication::processEvents();
  clock.restart();
  view.setPoints(xyz);
  view.setColours(colours);
  std::printf("view ready (level-of-detail octree, brush fitted) in %.2f s\n", clock.elapsed() / 1000.0);
  printFrames(view, "framed, at rest:");
  view.setCoarse(true);
  printFrames(view, "framed, while moving:");
  view.setCoarse(false);
  view.zoom(20);
  printFrames(view, "zoomed in 20x, at rest:");
  view.resetView();
  if (points <= kLargestPeer) {  // the peer: every point in every frame, as before the octree
    view.setFixedBudget(static_cast<size_t>(points));
    printFrames(view, "every point, framed:");
    view.setFixedBudget(0);
  }

  // One brush dab at the centre, on every point drawn or not, as a stroke starts.
  size_t painted = 0;
  QObject::connect(&view, &PointCloudView::pointsSelected, &view,
                   [&](const std::vector<int>& selected) { painted = selected.size(); });
  view.setTool(PointCloudView::Tool::Paint);
  const QPointF centre(view.width() / 2.0, view.height() / 2.0);
  clock.restart();
  QMouseEvent press(QEvent::MouseButtonPress, centre, view.mapToGlobal(centre), Qt::LeftButton, Qt::LeftButton, {});
  QApplication::sendEvent(&view, &press);
  QMouseEvent release(QEvent::MouseButtonRelease, centre, view.mapToGlobal(centre), Qt::LeftButton, {}, {});
  QApplication::sendEvent(&view, &release);
  std::printf("  %-24s %7.1f ms, %zu points painted\n", "brush dab at the centre:", double(clock.nsecsElapsed()) / 1e6,
              painted);
  std::printf("peak memory %.0f MiB\n", peakMemoryMiB());
  return 0;
}

}  // namespace m3
