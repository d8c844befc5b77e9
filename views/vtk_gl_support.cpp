#include "vtk_gl_support.h"

#include <vtkGenericOpenGLRenderWindow.h>

namespace m3 {

QSurfaceFormat vtkSurfaceFormat() {
  QSurfaceFormat format;
  format.setRenderableType(QSurfaceFormat::OpenGL);
  format.setVersion(3, 2);
  format.setProfile(QSurfaceFormat::CoreProfile);
  format.setDepthBufferSize(24);
  format.setStencilBufferSize(0);
  return format;
}

void adoptCurrentContext(vtkGenericOpenGLRenderWindow* window) {
  window->SetOwnContext(false);
  window->SetIsCurrent(true);
  window->OpenGLInitContext();
}

}  // namespace m3
