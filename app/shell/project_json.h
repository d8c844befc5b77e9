#pragma once
// JSON pieces of project files and journal records (docs/project-format.md). Label vectors: an
// array of ints, or a single int for "all the same" (a brush stroke gives every point one class).
// Reading checks every value against its range, so a damaged file cannot index past the data.
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <algorithm>
#include <string>
#include <vector>

namespace m3 {

QJsonArray intsToJson(const std::vector<int>& values);
// One int when every value is equal (and there is at least one), else the array.
QJsonValue uniformOrArray(const std::vector<int>& values);
// Reads `count` ints in [lo, hi] (count < 0: an array of any length); a single int stands for
// `count` copies. False when the shape or a value is wrong.
bool intsFromJson(const QJsonValue& value, long count, int lo, int hi, std::vector<int>* out);

// Run-length form of a long label vector that is mostly one value (a mask of scribbles):
// [value, run, value, run, ...]; decodes only to exactly `count` values in [lo, hi].
QJsonArray runLengthToJson(const std::vector<int>& values);
bool runLengthFromJson(const QJsonValue& value, long count, int lo, int hi, std::vector<int>* out);

// Models travel inside projects as JSON objects; core reads and writes them as text.
QJsonObject jsonObjectFromText(const std::string& text);
std::string jsonText(const QJsonObject& object);

}  // namespace m3
