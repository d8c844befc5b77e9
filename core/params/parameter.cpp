#include "params/parameter.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace m3 {

namespace {

// The whole text as a finite number; nullopt otherwise ("1e400", "nan", "0.1x", "").
std::optional<double> parseReal(std::string_view text) {
  double value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || stop != end || !std::isfinite(value))
    return std::nullopt;
  return value;
}

std::string joined(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (size_t k = 0; k < items.size(); ++k) out += (k ? separator : "") + items[k];
  return out;
}

}  // namespace

std::string formatNumber(double value) {
  char text[32];
  if (value == std::floor(value) &&
      std::abs(value) < 1e15) {  // whole numbers as such: 1000000, not 1e+06
    std::snprintf(text, sizeof text, "%.0f", value);
    return text;
  }
  // The shortest text that reads back as the same number.
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof text, "%.*g", digits, value);
    if (std::strtod(text, nullptr) == value) break;
  }
  return text;
}

Parameter Parameter::real(std::string name, double fallback, double min, double max,
                          std::string help, bool minExclusive) {
  return {.name = std::move(name),
          .type = Type::Real,
          .defaultValue = formatNumber(fallback),
          .min = min,
          .max = max,
          .minExclusive = minExclusive,
          .valueName = std::string(1, 'X'),
          .help = std::move(help)};
}

Parameter Parameter::integer(std::string name, int fallback, int min, int max, std::string help) {
  return {.name = std::move(name),
          .type = Type::Integer,
          .defaultValue = std::to_string(fallback),
          .min = static_cast<double>(min),
          .max = static_cast<double>(max),
          .valueName = std::string(1, 'N'),
          .help = std::move(help)};
}

Parameter Parameter::choice(std::string name, std::vector<std::string> choices,
                            std::string fallback, std::string help) {
  return {.name = std::move(name),
          .type = Type::Choice,
          .defaultValue = std::move(fallback),
          .choices = std::move(choices),
          .valueName = std::string("NAME"),
          .help = std::move(help)};
}

Parameter Parameter::flag(std::string name, std::string help) {
  return {.name = std::move(name), .type = Type::Flag, .help = std::move(help)};
}

Parameter Parameter::text(std::string name, std::string valueName, std::string help, bool required,
                          std::string fallback) {
  return {.name = std::move(name),
          .type = Type::Text,
          .defaultValue = std::move(fallback),
          .valueName = std::move(valueName),
          .help = std::move(help),
          .required = required};
}

std::string Parameter::rangeText() const {
  switch (type) {
    case Type::Choice:
      return joined(choices, " | ");
    case Type::Real:
    case Type::Integer: {
      const bool low = std::isfinite(min), high = std::isfinite(max);
      if (low && high)
        return formatNumber(min) + (minExclusive ? " < " : " <= ") + name +
               " <= " + formatNumber(max);
      if (low) return std::string(minExclusive ? "> " : ">= ") + formatNumber(min);
      if (high) return "<= " + formatNumber(max);
      return "";
    }
    default:
      return "";
  }
}

std::string Parameter::check(std::string_view value) const {
  switch (type) {
    case Type::Flag:
    case Type::Text:
      return "";
    case Type::Choice:
      for (const std::string& c : choices)
        if (c == value) return "";
      return "must be one of " + joined(choices, ", ");
    case Type::Real:
    case Type::Integer: {
      const std::optional<double> number = parseReal(value);
      if (!number) return "must be a finite number, not '" + std::string(value) + "'";
      if (type == Type::Integer && *number != std::floor(*number)) return "must be a whole number";
      const bool below = minExclusive ? *number <= min : *number < min;
      if (below || *number > max) return "must be " + rangeText();
      return "";
    }
  }
  return "";
}

std::optional<std::string> ParameterValues::get(const std::string& name) const {
  const auto found = values_.find(name);
  if (found == values_.end()) return std::nullopt;
  return found->second;
}

double ParameterValues::real(const std::string& name) const {
  const std::optional<std::string> value = get(name);
  const std::optional<double> number = value ? parseReal(*value) : std::nullopt;
  if (!number) throw std::invalid_argument("--" + name + ": no number given");
  return *number;
}

int ParameterValues::integer(const std::string& name) const {
  const double value = real(name);
  if (value != std::floor(value) || std::abs(value) > 2e9)
    throw std::invalid_argument("--" + name + ": not a whole number");
  return static_cast<int>(value);
}

std::string ParameterValues::text(const std::string& name) const {
  const std::optional<std::string> value = get(name);
  if (!value) throw std::invalid_argument("--" + name + ": no value given");
  return *value;
}

ParameterValues defaultValues(const std::vector<Parameter>& parameters) {
  ParameterValues values;
  for (const Parameter& p : parameters)
    if (!p.defaultValue.empty() && p.type != Parameter::Type::Flag)
      values.set(p.name, p.defaultValue);
  return values;
}

const Parameter& findParameter(const std::vector<Parameter>& parameters, std::string_view name) {
  for (const Parameter& p : parameters)
    if (p.name == name) return p;
  throw std::out_of_range("no parameter named " + std::string(name));
}

}  // namespace m3
