#include "cli_args.h"

#include <cmath>
#include <sstream>

namespace m3::cli {

namespace {

bool asksForHelp(const std::string& a) { return a == "--help" || a == "-h"; }

// "[--a VALUE] [--b VALUE] [--flag]": the declared options, in name order.
std::string declaredOptions(const std::set<std::string>& valued, const std::set<std::string>& flags) {
  std::string text;
  for (const std::string& key : valued) text += " [--" + key + " VALUE]";
  for (const std::string& key : flags) text += " [--" + key + "]";
  return text;
}

}  // namespace

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& valued,
           const std::set<std::string>& flags) {
  for (const std::string& a : argv)
    if (asksForHelp(a)) throw HelpRequested(declaredOptions(valued, flags));
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (a.rfind("--", 0) != 0) throw UsageError("unexpected argument '" + a + "'");
    const size_t equals = a.find('=');
    const std::string key = a.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
    if (flags.count(key)) {
      if (equals != std::string::npos) throw UsageError("option --" + key + " takes no value");
      flags_.insert(key);
    } else if (valued.count(key)) {
      if (equals != std::string::npos) {
        values_[key] = a.substr(equals + 1);
      } else {
        if (i + 1 >= argv.size()) throw UsageError("option --" + key + " needs a value");
        values_[key] = argv[++i];
      }
    } else {
      throw UsageError("unknown option --" + key);
    }
  }
}

std::string Args::get(const std::string& key, const std::string& fallback) const {
  auto it = values_.find(key);
  return it == values_.end() ? fallback : it->second;
}

std::string Args::required(const std::string& key) const {
  auto it = values_.find(key);
  if (it == values_.end()) throw UsageError("option --" + key + " is required");
  return it->second;
}

double Args::number(const std::string& key, double fallback) const {
  auto it = values_.find(key);
  if (it == values_.end()) return fallback;
  try {
    size_t used = 0;
    const double v = std::stod(it->second, &used);
    if (used != it->second.size() || !std::isfinite(v)) throw std::invalid_argument("");
    return v;
  } catch (const std::exception&) {
    throw UsageError("option --" + key + " expects a number, got '" + it->second + "'");
  }
}

int Args::integer(const std::string& key, int fallback) const {
  const double v = number(key, fallback);
  if (v != std::floor(v) || std::abs(v) > 1e9)
    throw UsageError("option --" + key + " expects a whole number");
  return static_cast<int>(v);
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
  auto it = values_.find(key);
  if (it == values_.end()) return fallback;
  std::vector<int> out;
  std::stringstream in(it->second);
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

std::vector<std::string> splitList(const std::string& list, const std::string& option) {
  std::vector<std::string> items;
  std::stringstream in(list);
  std::string item;
  while (std::getline(in, item, ','))
    if (!item.empty()) items.push_back(item);
  if (items.empty()) throw UsageError("option --" + option + " names no file");
  return items;
}

int runSubcommand(const std::string& command, const std::vector<std::string>& argv,
                  const std::vector<Subcommand>& subcommands) {
  std::string names;
  for (const Subcommand& s : subcommands) {
    if (!names.empty()) names += ", ";
    names += s.name;
  }
  if (argv.empty()) throw UsageError(command + " needs a subcommand: " + names);
  if (asksForHelp(argv[0])) {
    std::string text;
    for (const Subcommand& s : subcommands) text += "\n  " + s.name + declaredOptions(s.valued, s.flags);
    throw HelpRequested(text);
  }
  const std::vector<std::string> rest(argv.begin() + 1, argv.end());
  for (const Subcommand& s : subcommands)
    if (s.name == argv[0]) {
      try {
        return s.run(Args(rest, s.valued, s.flags));
      } catch (const HelpRequested& help) {
        throw HelpRequested(" " + s.name + help.what());
      }
    }
  throw UsageError("unknown " + command + " subcommand '" + argv[0] + "' (" + names + ")");
}

std::string joinNames(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& name : names) s += (s.empty() ? "" : ", ") + name;
  return s;
}

}  // namespace m3::cli
