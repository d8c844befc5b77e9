#pragma once
// JSON pieces shared by every file M3Studio reads and the model files (model/): the parser with
// its nesting limit, bounded integers and dense matrices as arrays of rows.
// intField / matrixFromJson throw std::invalid_argument naming `field` for a wrong shape, a
// non-number or a non-finite number; callers add the file name.
#include <Eigen/Dense>
#include <nlohmann/json.hpp>
#include <string>

namespace m3 {

// How deeply arrays and objects may nest in any JSON file M3Studio reads. Our own files nest
// at most 5 deep; the limit keeps a hostile file from exhausting the stack in the parser or in
// the destructor of the parsed document.
constexpr int kMaxJsonDepth = 200;

// Parses the JSON text read from `source` (a path, named in every error), a file of the kind
// `kind` names ("model file"). Throws IoError "<source>: invalid <kind> (...)" for nesting
// deeper than kMaxJsonDepth (checked before parsing), a syntax error (with its byte offset)
// and numbers out of range (1e309).
nlohmann::json parseJsonDocument(const std::string& text, const std::string& source, const std::string& kind);

// j[field] as an int within [lo, hi]: std::invalid_argument naming `field` when it is missing,
// not a whole number, or outside the range (so 2^40 never wraps through a cast).
int intField(const nlohmann::json& j, const char* field, int lo, int hi);

nlohmann::json matrixToJson(const Eigen::Ref<const Eigen::MatrixXd>& m);
Eigen::MatrixXd matrixFromJson(const nlohmann::json& j, Eigen::Index rows, Eigen::Index cols,
                               const std::string& field);

}  // namespace m3
