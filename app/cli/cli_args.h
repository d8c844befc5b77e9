#pragma once
// The options of one run of a command, as the parser (cli_command.h, CLI11) read them from the
// command line against the command's declarations. A value not given is the declared default;
// the reads with a fallback are for options that declare none. Bad values raise UsageError,
// which the CLI reports with exit code 2.
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "params/parameter.h"

namespace m3::cli {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  Args() = default;
  // `given`: the valued options on the command line; `flags`: the flags set; `declared`: the
  // command's declarations (their defaults), which must outlive this object.
  Args(std::map<std::string, std::string> given, std::set<std::string> flags,
       const std::vector<Parameter>* declared = nullptr);

  // Given on the command line (a flag: set).
  bool has(const std::string& key) const { return values_.count(key) || flags_.count(key); }
  // Given, else the declared default, else `fallback`.
  std::string get(const std::string& key, const std::string& fallback = "") const;
  // Given or declared by default; a UsageError naming --key when neither.
  std::string required(const std::string& key) const;
  double number(const std::string& key, double fallback) const;
  int integer(const std::string& key, int fallback) const;
  // Given or declared (the learner options: their defaults live in core/tasks/task_registry.h).
  double number(const std::string& key) const;
  int integer(const std::string& key) const;
  // "0.1,1,10" -> numbers (finite); a UsageError naming --key for an item that is not one.
  std::vector<double> numbers(const std::string& key, const std::string& fallback) const;
  // "0", "1-9", "0,2,4-6" -> fold numbers.
  std::vector<int> folds(const std::string& key, const std::vector<int>& fallback) const;
  // The values of `parameters` (given or their defaults), for core calls that read them.
  ParameterValues values(const std::vector<Parameter>& parameters) const;
  // The values of every option the command declares.
  ParameterValues declaredValues() const {
    return declared_ ? values(*declared_) : ParameterValues{};
  }

 private:
  std::optional<std::string> find(const std::string& key) const;
  std::map<std::string, std::string> values_;
  std::set<std::string> flags_;
  const std::vector<Parameter>* declared_ = nullptr;
};

// The items of a comma-separated option value ("a.ply,b.ply"), empty items skipped; a
// UsageError naming --option when none is left.
std::vector<std::string> splitList(const std::string& list, const std::string& option);
// "a, b, c": names in messages.
std::string joinNames(const std::vector<std::string>& names);

}  // namespace m3::cli
