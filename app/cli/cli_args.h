#pragma once
// Minimal command-line parsing for m3studio-cli: "--key value" options and "--flag"
// switches after a command word. Unknown or malformed options raise UsageError, which the
// CLI reports with exit code 2.
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace m3::cli {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Thrown by Args when the user asks for help (--help or -h anywhere among the options): what
// holds the options the command declares, so the help cannot drift from what parses.
class HelpRequested : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  // `valued` lists options that take a value ("--key value" or "--key=value"), `flags` those
  // that do not.
  Args(const std::vector<std::string>& argv, const std::set<std::string>& valued,
       const std::set<std::string>& flags);

  bool has(const std::string& key) const { return values_.count(key) || flags_.count(key); }
  std::string get(const std::string& key, const std::string& fallback = "") const;
  std::string required(const std::string& key) const;
  double number(const std::string& key, double fallback) const;
  int integer(const std::string& key, int fallback) const;
  // "0.1,1,10" -> numbers (finite); a UsageError naming --key for an item that is not one.
  std::vector<double> numbers(const std::string& key, const std::string& fallback) const;
  // "0", "1-9", "0,2,4-6" -> fold numbers.
  std::vector<int> folds(const std::string& key, const std::vector<int>& fallback) const;

 private:
  std::map<std::string, std::string> values_;
  std::set<std::string> flags_;
};

// One subcommand of a command word ("terrain train", "bench ocr"): the options it takes and
// what runs it.
struct Subcommand {
  std::string name;
  std::set<std::string> valued, flags;
  std::function<int(const Args&)> run;
};

// The items of a comma-separated option value ("a.ply,b.ply"), empty items skipped; a
// UsageError naming --option when none is left.
std::vector<std::string> splitList(const std::string& list, const std::string& option);
// "a, b, c": names in messages.
std::string joinNames(const std::vector<std::string>& names);

// Runs the subcommand argv[0] names with the rest of argv. A missing or unknown name is a
// UsageError that lists the subcommands, so every command word answers the same way.
int runSubcommand(const std::string& command, const std::vector<std::string>& argv,
                  const std::vector<Subcommand>& subcommands);

}  // namespace m3::cli
