#include "model/model_file.h"

#include "io/json_util.h"
#include "io/program_version.h"

namespace m3 {

nlohmann::json modelFileHeader() {
  return {{"format", "m3studio-model"},
          {"schema", kModelSchemaVersion},
          {"writtenBy", writtenByStamp()}};
}

nlohmann::json modelDocument(const std::string& text, const std::string& source) {
  nlohmann::json j = parseJsonDocument(text, source, "model file");
  const auto invalid = [&](const std::string& what) {
    return IoError(source + ": invalid model file: " + what);
  };
  const auto format = j.is_object() ? j.find("format") : j.end();
  if (format == j.end() || *format != "m3studio-model")
    throw invalid("not an M3Studio model (missing \"format\": \"m3studio-model\")");
  int schema = 0;
  try {
    schema = intField(j, "schema", 1, 1'000'000);
  } catch (const std::invalid_argument& e) {
    throw invalid(e.what());
  } catch (const nlohmann::json::exception& e) {  // no "schema" at all
    throw IoError(source + ": invalid model file (" + e.what() + ")");
  }
  if (schema > kModelSchemaVersion)
    throw invalid("schema " + std::to_string(schema) + " is newer than this M3Studio supports (" +
                  std::to_string(kModelSchemaVersion) + ")");
  return j;
}

}  // namespace m3
