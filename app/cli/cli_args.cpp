#include "cli_args.h"

#include <cmath>
#include <sstream>

namespace m3::cli {

Args::Args(std::map<std::string, std::string> given, std::set<std::string> flags,
           const std::vector<Parameter>* declared)
    : values_(std::move(given)), flags_(std::move(flags)), declared_(declared) {}

std::optional<std::string> Args::find(const std::string& key) const {
  if (const auto it = values_.find(key); it != values_.end()) return it->second;
  if (declared_)
    for (const Parameter& p : *declared_)
      if (p.name == key && !p.defaultValue.empty() && p.type != Parameter::Type::Flag)
        return p.defaultValue;
  return std::nullopt;
}

std::string Args::get(const std::string& key, const std::string& fallback) const {
  return find(key).value_or(fallback);
}

std::string Args::required(const std::string& key) const {
  const std::optional<std::string> value = find(key);
  if (!value) throw UsageError("option --" + key + " is required");
  return *value;
}

double Args::number(const std::string& key) const {
  const std::string text = required(key);
  try {
    size_t used = 0;
    const double v = std::stod(text, &used);
    if (used != text.size() || !std::isfinite(v)) throw std::invalid_argument("");
    return v;
  } catch (const std::exception&) {
    throw UsageError("option --" + key + " expects a number, got '" + text + "'");
  }
}

double Args::number(const std::string& key, double fallback) const {
  return find(key) ? number(key) : fallback;
}

int Args::integer(const std::string& key) const {
  const double v = number(key);
  if (v != std::floor(v) || std::abs(v) > 1e9)
    throw UsageError("option --" + key + " expects a whole number");
  return static_cast<int>(v);
}

int Args::integer(const std::string& key, int fallback) const {
  return find(key) ? integer(key) : fallback;
}

std::vector<double> Args::numbers(const std::string& key, const std::string& fallback) const {
  std::vector<double> out;
  for (const std::string& item : splitList(get(key, fallback), key)) {
    char* end = nullptr;
    const double v = std::strtod(item.c_str(), &end);
    if (end == item.c_str() || *end || !std::isfinite(v)) throw UsageError("--" + key + ": " + item + " is not a number");
    out.push_back(v);
  }
  return out;
}

std::vector<int> Args::folds(const std::string& key, const std::vector<int>& fallback) const {
  const std::optional<std::string> text = find(key);
  if (!text) return fallback;
  std::vector<int> out;
  std::stringstream in(*text);
  std::string part;
  try {
    while (std::getline(in, part, ',')) {
      const size_t dash = part.find('-');
      const int lo = std::stoi(part.substr(0, dash));
      const int hi = dash == std::string::npos ? lo : std::stoi(part.substr(dash + 1));
      if (lo < 0 || hi < lo || hi - lo > 1000) throw std::invalid_argument("");
      for (int f = lo; f <= hi; ++f) out.push_back(f);
    }
  } catch (const std::exception&) {
    throw UsageError("option --" + key + " expects folds like 0 or 1-9 or 0,2,4-6");
  }
  if (out.empty()) throw UsageError("option --" + key + " names no fold");
  return out;
}

ParameterValues Args::values(const std::vector<Parameter>& parameters) const {
  ParameterValues values;
  for (const Parameter& p : parameters) {
    if (p.type == Parameter::Type::Flag) {
      if (flags_.count(p.name)) values.set(p.name, "true");
    } else if (const auto it = values_.find(p.name); it != values_.end()) {
      values.set(p.name, it->second);
    } else if (!p.defaultValue.empty()) {
      values.set(p.name, p.defaultValue);
    }
  }
  return values;
}

std::vector<std::string> splitList(const std::string& list, const std::string& option) {
  std::vector<std::string> items;
  std::stringstream in(list);
  std::string item;
  while (std::getline(in, item, ','))
    if (!item.empty()) items.push_back(item);
  if (items.empty()) throw UsageError("option --" + option + " names no file");
  return items;
}

std::string joinNames(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& name : names) s += (s.empty() ? "" : ", ") + name;
  return s;
}

}  // namespace m3::cli
