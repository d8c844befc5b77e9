#include "io/json_util.h"

#include <cmath>
#include <stdexcept>

#include "io/io_error.h"

namespace m3 {

using nlohmann::json;

namespace {

// The deepest nesting of [ and { in `text`, outside strings; stops counting past `limit`.
int nestingDepth(const std::string& text, int limit) {
  int depth = 0, deepest = 0;
  bool inString = false, escaped = false;
  for (const char c : text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > limit) break;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

}  // namespace

json parseJsonDocument(const std::string& text, const std::string& source, const std::string& kind) {
  const std::string invalid = source + ": invalid " + kind + " (";
  if (nestingDepth(text, kMaxJsonDepth) > kMaxJsonDepth)
    throw IoError(invalid + "JSON nested more than " + std::to_string(kMaxJsonDepth) + " levels deep)");
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    throw IoError(invalid + "not JSON: " + e.what() + ")");
  } catch (const json::exception& e) {  // e.g. a number beyond the range of a double
    throw IoError(invalid + "unreadable JSON: " + e.what() + ")");
  }
}

int intField(const json& j, const char* field, int lo, int hi) {
  const json& v = j.at(field);
  const bool whole = v.is_number_integer() ||
                     (v.is_number_float() && std::floor(v.get<double>()) == v.get<double>());
  if (!whole) throw std::invalid_argument(std::string(field) + " must be a whole number");
  const double value = v.get<double>();
  if (value < lo || value > hi)
    throw std::invalid_argument(std::string(field) + " is " + v.dump() + ", outside [" +
                                std::to_string(lo) + ", " + std::to_string(hi) + "]");
  return static_cast<int>(value);
}

json matrixToJson(const Eigen::Ref<const Eigen::MatrixXd>& m) {
  json rows = json::array();
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    json row = json::array();
    for (Eigen::Index c = 0; c < m.cols(); ++c) row.push_back(m(r, c));
    rows.push_back(std::move(row));
  }
  return rows;
}

Eigen::MatrixXd matrixFromJson(const json& j, Eigen::Index rows, Eigen::Index cols,
                               const std::string& field) {
  if (!j.is_array() || static_cast<Eigen::Index>(j.size()) != rows)
    throw std::invalid_argument(field + " must have " + std::to_string(rows) + " rows");
  // Every row's length before the matrix is allocated: the declared size comes from the file,
  // and a few bytes of empty rows must not reserve gigabytes.
  for (Eigen::Index r = 0; r < rows; ++r)
    if (!j[r].is_array() || static_cast<Eigen::Index>(j[r].size()) != cols)
      throw std::invalid_argument(field + " row " + std::to_string(r) + " must have " +
                                  std::to_string(cols) + " numbers");
  Eigen::MatrixXd m(rows, cols);
  for (Eigen::Index r = 0; r < rows; ++r) {
    const json& row = j[r];
    for (Eigen::Index c = 0; c < cols; ++c) {
      if (!row[c].is_number()) throw std::invalid_argument(field + " holds a non-number");
      m(r, c) = row[c].get<double>();
      if (!std::isfinite(m(r, c)))
        throw std::invalid_argument(field + " holds a non-finite number");
    }
  }
  return m;
}

}  // namespace m3
