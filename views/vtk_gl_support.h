#pragma once
// What every VTK view inside a Qt 6 QOpenGLWidget needs (DESIGN: only VTK's non-Qt modules,
// so the widget hands its own GL context to a vtkGenericOpenGLRenderWindow).
#include <QSurfaceFormat>

class vtkGenericOpenGLRenderWindow;

namespace m3 {

// VTK 9 draws with OpenGL 3.2 core and a depth buffer; set it on the widget before it is shown.
QSurfaceFormat vtkSurfaceFormat();
// From initializeGL: makes the widget's current context the render window's.
void adoptCurrentContext(vtkGenericOpenGLRenderWindow* window);

}  // namespace m3
