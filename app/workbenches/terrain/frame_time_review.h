#pragma once
// `m3studio --frame-times [--terrain-points N]`: the terrain view's benchmark. It needs a GL
// context and a window, so it lives in the GUI program rather than in `m3studio-bench`.
// A generated street of N points at the built-in sample's density (above 10 M points, copies
// of a 10 M-point street laid end to end) is shown in a 1280 x 800 view coloured by class;
// it prints the level-of-detail build time, the median frame time and drawn points framed at
// rest, while moving and zoomed in (each frame after a small orbit, so every frame chooses
// and uploads its points as after a real camera move), one brush dab over every point, and
// the peak memory of the process; up to 2 M points also every point drawn in every frame
// (what the view did before its level of detail), as the peer to compare with.
namespace m3 {

// Runs the review in the running QApplication and returns the process exit code.
int runFrameTimeReview(long points);

}  // namespace m3
