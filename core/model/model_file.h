#pragma once
// What every file of the "m3studio-model" format shares (docs/formats.md): the header
// {"format": "m3studio-model", "schema": 1, "writtenBy": "M3Studio <version>"} and how a reader
// checks it and names what is wrong, so that each model type writes and reads only its own
// members (model/*_model.cpp).
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "io/io_error.h"

namespace m3 {

inline constexpr int kModelSchemaVersion = 1;

// A model document holding only the header.
nlohmann::json modelFileHeader();

// `text` parsed as a model file whose header is checked: IoError naming `source` for text that
// is not JSON, another format or a newer schema.
nlohmann::json modelDocument(const std::string& text, const std::string& source);

// read(modelDocument(text, source)), where a member `read` finds missing or mistyped
// (nlohmann::json::exception) or a value it refuses (std::invalid_argument) becomes IoError
// "<source>: invalid model file ...".
template <class Read>
auto readModelFile(const std::string& text, const std::string& source, Read&& read) {
  try {
    return read(modelDocument(text, source));
  } catch (const nlohmann::json::exception& e) {
    throw IoError(source + ": invalid model file (" + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throw IoError(source + ": invalid model file: " + e.what());
  }
}

}  // namespace m3
