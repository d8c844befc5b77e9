#pragma once
// A setting declared once (docs/architecture.md, "Declare once"): its name, type, default,
// range or choices, unit and one line of help. The command line (--name, its help and checks),
// Training Options in the GUI and the fields of projects are all made from these declarations,
// so a default or a range is written in one place and cannot differ between them.
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace m3 {

struct Parameter {
  enum class Type { Real, Integer, Choice, Flag, Text };
  std::string name = {};  // "C": --C on the command line, "C" in projects
  Type type = Type::Real;
  // The default as text ("0.1", "bcfw"); empty: none (the option is absent unless given).
  // A flag is off unless given.
  std::string defaultValue = {};
  // Numbers: the allowed range, bounds included unless exclusive.
  double min = -std::numeric_limits<double>::infinity(),
         max = std::numeric_limits<double>::infinity();
  bool minExclusive = false;
  std::vector<std::string> choices = {};  // Type::Choice
  std::string valueName = {};             // "N", "FILE": how help shows the value
  std::string help = {};                  // one line, what it means
  bool required = false;

  static Parameter real(std::string name, double fallback, double min, double max, std::string help,
                        bool minExclusive = false);
  static Parameter integer(std::string name, int fallback, int min, int max, std::string help);
  static Parameter choice(std::string name, std::vector<std::string> choices, std::string fallback,
                          std::string help);
  static Parameter flag(std::string name, std::string help);
  // A text value (a file, a list): `valueName` names it in help ("FILE", "A,B").
  static Parameter text(std::string name, std::string valueName, std::string help,
                        bool required = false, std::string fallback = "");

  // "" when `value` is one this parameter takes, else why not ("must be > 0", "must be one of
  // bcfw, one-slack", "is not a number").
  std::string check(std::string_view value) const;
  // "C > 0", "0 <= gap <= 1", "bcfw | one-slack": the range in help.
  std::string rangeText() const;
};

// The value a parameter has after parsing: the one given, else its default. Typed reads of a
// value already checked against its declaration.
class ParameterValues {
 public:
  void set(const std::string& name, std::string value) { values_[name] = std::move(value); }
  bool has(const std::string& name) const { return values_.count(name) > 0; }
  std::optional<std::string> get(const std::string& name) const;
  // std::invalid_argument naming the parameter when it has no value or not one of that type.
  double real(const std::string& name) const;
  int integer(const std::string& name) const;
  std::string text(const std::string& name) const;
  bool flag(const std::string& name) const { return has(name) && values_.at(name) != "false"; }
  bool operator==(const ParameterValues&) const = default;

 private:
  std::map<std::string, std::string> values_;
};

// The values of `parameters` when nothing is given: their defaults.
ParameterValues defaultValues(const std::vector<Parameter>& parameters);

// The declaration named `name`; std::out_of_range when there is none.
const Parameter& findParameter(const std::vector<Parameter>& parameters, std::string_view name);

// A number as C prints it shortest ("0.1", "1e-05", "200").
std::string formatNumber(double value);

}  // namespace m3
