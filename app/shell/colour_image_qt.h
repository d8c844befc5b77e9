#pragma once
// Core's 8-bit BGR images as QImages for the views (the app shows images; core reads them).
#include <QImage>

#include "io/image_io.h"

namespace m3 {

QImage toQImage(const ColourImage& image);

}  // namespace m3
