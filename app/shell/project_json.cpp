#include "project_json.h"

#include <QJsonDocument>
#include <algorithm>
#include <cmath>

namespace m3 {

QJsonArray intsToJson(const std::vector<int>& values) {
  QJsonArray array;
  for (int v : values) array.append(v);
  return array;
}

QJsonValue uniformOrArray(const std::vector<int>& values) {
  if (!values.empty() &&
      std::all_of(values.begin(), values.end(), [&](int v) { return v == values[0]; }))
    return values[0];
  return intsToJson(values);
}

namespace {

bool intInRange(const QJsonValue& v, int lo, int hi, int* out) {
  if (!v.isDouble()) return false;
  const double d = v.toDouble();
  // Range first: casting a double beyond long long (1e38 in a damaged file) is undefined.
  if (!(d >= lo && d <= hi) || d != std::floor(d)) return false;
  *out = static_cast<int>(d);
  return true;
}

}  // namespace

bool intsFromJson(const QJsonValue& value, long count, int lo, int hi, std::vector<int>* out) {
  out->clear();
  int single = 0;
  if (value.isDouble()) {
    if (count < 0 || !intInRange(value, lo, hi, &single)) return false;
    out->assign(static_cast<size_t>(count), single);
    return true;
  }
  if (!value.isArray()) return false;
  const QJsonArray array = value.toArray();
  if (count >= 0 && array.size() != count) return false;
  out->reserve(array.size());
  for (const QJsonValue& v : array) {
    if (!intInRange(v, lo, hi, &single)) return false;
    out->push_back(single);
  }
  return true;
}

QJsonArray runLengthToJson(const std::vector<int>& values) {
  QJsonArray runs;
  for (size_t i = 0; i < values.size();) {
    size_t j = i;
    while (j < values.size() && values[j] == values[i]) ++j;
    runs.append(values[i]);
    runs.append(static_cast<qint64>(j - i));
    i = j;
  }
  return runs;
}

bool runLengthFromJson(const QJsonValue& value, long count, int lo, int hi, std::vector<int>* out) {
  out->clear();
  if (!value.isArray()) return false;
  const QJsonArray runs = value.toArray();
  if (runs.size() % 2 != 0) return false;
  out->reserve(static_cast<size_t>(std::max(0L, count)));
  for (qsizetype k = 0; k < runs.size(); k += 2) {
    int label = 0, length = 0;
    if (!intInRange(runs[k], lo, hi, &label) || !intInRange(runs[k + 1], 1, 2147483647, &length))
      return false;
    if (static_cast<long>(out->size()) + length > count) return false;
    out->insert(out->end(), static_cast<size_t>(length), label);
  }
  return static_cast<long>(out->size()) == count;
}

QJsonObject jsonObjectFromText(const std::string& text) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

std::string jsonText(const QJsonObject& object) {
  return QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
}

}  // namespace m3
