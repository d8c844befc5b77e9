#include "cli_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>

#include "cli_interrupt.h"
#include "io/program_version.h"
#include "parallel/parallel_blocks.h"

namespace m3::cli {

namespace {

bool asksForHelp(const std::string& a) {
  return a == "--help" || a == "-h";
}

// "  --C X            regularisation ... (default 0.1; 0 < C <= 1000000)": one option of --help.
std::string optionLine(const Parameter& p) {
  std::string head = "  --" + p.name;
  if (p.type != Parameter::Type::Flag)
    head += " " + (p.type == Parameter::Type::Choice ? std::string("NAME") : p.valueName);
  std::string notes;
  if (p.required) notes = "required";
  if (!p.defaultValue.empty())
    notes += (notes.empty() ? "" : "; ") + std::string("default ") + p.defaultValue;
  if (const std::string range = p.rangeText(); !range.empty())
    notes += (notes.empty() ? "" : "; ") + range;
  std::string line = head;
  line += head.size() < 26 ? std::string(26 - head.size(), ' ') : "\n" + std::string(26, ' ');
  line += p.help;
  if (!notes.empty()) line += " (" + notes + ")";
  return line + "\n";
}

std::string words(const CommandGroup& group, const Command& command) {
  return group.name.empty() ? command.name : group.name + " " + command.name;
}

// Whether `word` names `group` (by its name or an earlier one).
bool names(const CommandGroup& group, const std::string& word) {
  return !group.name.empty() &&
         (word == group.name ||
          std::find(group.aliases.begin(), group.aliases.end(), word) != group.aliases.end());
}

// What the program prints for `--help` after `prefix` (the words before it): the usage, a
// group's commands, or one command's options; *known false when the words name nothing.
std::string helpFor(const Program& program, const std::vector<std::string>& prefix, bool* known) {
  *known = true;
  if (prefix.empty()) return usageText(program);
  for (const CommandGroup& group : program.groups) {
    const bool named = names(group, prefix[0]);
    if (named && prefix.size() == 1) {
      std::string text = "usage: " + program.name + " " + group.name + " <subcommand> [options]\n" +
                         group.summary + "\n\nsubcommands (" + program.name + " " + group.name +
                         " SUBCOMMAND --help: its options):\n";
      for (const Command& c : group.commands) {
        std::string line = "  " + c.name;
        line += line.size() < 20 ? std::string(20 - line.size(), ' ') : " ";
        text += line + c.summary + "\n";
      }
      return text;
    }
    for (const Command& c : group.commands) {
      if (group.name.empty() && prefix.size() == 1 && prefix[0] == c.name)
        return commandHelp(program, group, c);
      if (named && prefix.size() == 2 && prefix[1] == c.name) return commandHelp(program, group, c);
    }
  }
  *known = false;
  return usageText(program);
}

// One command's options on CLI11, the values collected into `given` / `flags`.
void declare(CLI::App& app, const Command& command, std::map<std::string, std::string>& given,
             std::set<std::string>& flags) {
  for (const Parameter& p : command.options) {
    const std::string name = "--" + p.name;
    if (p.type == Parameter::Type::Flag) {
      app.add_flag_callback(
             name, [&flags, n = p.name] { flags.insert(n); }, p.help)
          ->disable_flag_override();
      continue;
    }
    CLI::Option* option = app.add_option_function<std::string>(
        name, [&given, n = p.name](const std::string& value) { given[n] = value; }, p.help);
    option->type_name(p.valueName);
    // The declaration checks the value: the same words as every other reader of it.
    option->check(CLI::Validator(
        [p](std::string& value) {
          const std::string problem = p.check(value);
          return problem;  // CLI11 prefixes the option: "--C: must be ..."
        },
        p.rangeText()));
    if (p.required) option->required();
  }
  app.allow_extras(false);
}

// "unknown option --bogus", "option --mapping is required": CLI11's errors in our words.
std::string usageMessage(const CLI::ParseError& e) {
  if (const auto* extras = dynamic_cast<const CLI::ExtrasError*>(&e)) {
    const std::string what = extras->what();
    const size_t dash = what.find("--");
    if (dash != std::string::npos) {
      const size_t end = what.find_first_of(" =\n", dash);
      return "unknown option " +
             what.substr(dash, end == std::string::npos ? std::string::npos : end - dash);
    }
    const size_t colon = what.find(": ");
    return "unexpected argument '" + (colon == std::string::npos ? what : what.substr(colon + 2)) +
           "'";
  }
  if (dynamic_cast<const CLI::RequiredError*>(&e)) {
    const std::string what = e.what();
    const size_t dash = what.find("--");
    if (dash != std::string::npos) {
      const size_t end = what.find_first_of(" ,\n", dash);
      return "option " +
             what.substr(dash, end == std::string::npos ? std::string::npos : end - dash) +
             " is required";
    }
  }
  const std::string what = e.what();
  if (const size_t at = what.find(" was given a disallowed flag override"); at != std::string::npos)
    return "--" + what.substr(0, at) + " takes no value";
  return what;
}

}  // namespace

Parameter outOption(const std::string& what, bool required) {
  return Parameter::text("out", "FILE", what, required);
}
Parameter jsonFlag() {
  return Parameter::flag("json", "print the results as one JSON object on stdout");
}
Parameter seedOption(int fallback) {
  return Parameter::integer("seed", fallback, 0, 2147483647,
                            "random seed: the same seed gives the same result");
}
Parameter quickFlag() {
  return Parameter::flag("quick", "a few-second version (CI smoke test)");
}

std::string commandHelp(const Program& program, const CommandGroup& group, const Command& command) {
  std::string text = "usage: " + program.name + " " + words(group, command);
  for (const Parameter& p : command.options)
    if (p.required) text += " --" + p.name + " " + p.valueName;
  text += " [options]\n" + command.summary + "\n";
  text += "\noptions:\n";
  for (const Parameter& p : command.options) text += optionLine(p);
  text += optionLine(Parameter::flag("help", "this help"));
  if (!command.details.empty())
    text += "\n" + command.details + (command.details.back() == '\n' ? "" : "\n");
  return text;
}

std::string usageText(const Program& program) {
  std::string text =
      "usage: " + program.name + " <command> [subcommand] [options]\n" + program.summary + "\n";
  for (const CommandGroup& group : program.groups) {
    text += "\n" + (group.name.empty() ? std::string("commands") : "commands of " + group.name) +
            " (" + group.summary + "):\n";
    for (const Command& c : group.commands) {
      std::string line = "  " + words(group, c);
      line += line.size() < 26 ? std::string(26 - line.size(), ' ') : " ";
      text += line + c.summary + "\n";
    }
  }
  return text + "\n" + program.notes +
         (program.notes.empty() || program.notes.back() == '\n' ? "" : "\n");
}

namespace {

const Program* runningProgram = nullptr;

// Parses `args` (the words after the program's name) against the declarations and runs the
// command they name; UsageError for what does not parse. `chosenWords` gets the command's words.
int dispatch(const Program& program, const std::vector<std::string>& args,
             std::string& chosenWords) {
  // The words a person typed, named in messages before the parser knows the command: an
  // unknown command word, or a group without its subcommand, said in our words.
  const CommandGroup* group = nullptr;
  const Command* top = nullptr;
  for (const CommandGroup& g : program.groups) {
    if (names(g, args[0])) group = &g;
    for (const Command& c : g.commands)
      if (g.name.empty() && c.name == args[0]) top = &c;
  }
  if (!group && !top) {
    chosenWords.clear();
    throw UsageError("unknown command '" + args[0] + "'");
  }
  if (group) {
    std::vector<std::string> names;
    for (const Command& c : group->commands) names.push_back(c.name);
    if (args.size() < 2 || args[1].rfind("-", 0) == 0)
      throw UsageError(group->name + " needs a subcommand: " + joinNames(names));
    if (std::none_of(names.begin(), names.end(),
                     [&](const std::string& n) { return n == args[1]; }))
      throw UsageError("unknown " + group->name + " subcommand '" + args[1] + "' (" +
                       joinNames(names) + ")");
    chosenWords = group->name + " " + args[1];
  }
  CLI::App app{program.summary, program.name};
  app.set_help_flag();
  app.require_subcommand(1);
  std::map<std::string, std::string> given;
  std::set<std::string> flags;
  const Command* chosen = nullptr;
  for (const CommandGroup& group : program.groups) {
    CLI::App* parent = &app;
    if (!group.name.empty()) {
      parent = app.add_subcommand(group.name, group.summary);
      for (const std::string& alias : group.aliases) parent->alias(alias);
      parent->set_help_flag();
      parent->require_subcommand(1);
    }
    for (const Command& command : group.commands) {
      CLI::App* sub = parent->add_subcommand(command.name, command.summary);
      sub->set_help_flag();
      declare(*sub, command, given, flags);
      sub->callback([&chosen, &chosenWords, &command, w = words(group, command)] {
        chosen = &command;
        chosenWords = w;
      });
    }
  }
  try {
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    throw UsageError(usageMessage(e));
  }
  if (!chosen) throw UsageError("no command given");
  const Args parsed(given, flags, &chosen->options);
  if (parsed.has("threads") && parsed.integer("threads") > 0)
    setDefaultThreadCount(parsed.integer("threads"));
  return chosen->run(parsed);
}

}  // namespace

int runCommandWords(const std::vector<std::string>& args) {
  if (!runningProgram) throw std::logic_error("runCommandWords outside runProgram");
  std::string words;
  return dispatch(*runningProgram, args, words);
}

namespace {

// Every command takes --threads, the engine's threads (parallel/parallel_blocks.h), unless it
// declares its own (terrain predict's threads per tile process, the benches' peers' threads).
Program withThreadsOption(Program program) {
  for (CommandGroup& group : program.groups)
    for (Command& command : group.commands)
      if (std::none_of(command.options.begin(), command.options.end(),
                       [](const Parameter& p) { return p.name == "threads"; }))
        command.options.push_back(withoutDefault(Parameter::integer(
            "threads", 0, 1, 4096, "threads for the computation (default: every core)")));
  return program;
}

}  // namespace

int runProgram(const Program& declared, int argc, char** argv) {
  static Program program;
  program = withThreadsOption(declared);
  const std::vector<std::string> all(argv + 1, argv + argc);
  if (all.empty()) {
    std::fputs(usageText(program).c_str(), stderr);
    return 2;
  }
  if (all[0] == "--version" || all[0] == "-V") {
    std::printf("%s %s\n", program.name.c_str(), programVersion());
    return 0;
  }
  if (all[0] == "help") {
    std::fputs(usageText(program).c_str(), stdout);
    return 0;
  }
  // --help anywhere: the help of the words before it (options are not parsed).
  for (size_t k = 0; k < all.size(); ++k) {
    if (!asksForHelp(all[k])) continue;
    std::vector<std::string> prefix;
    for (size_t j = 0; j < k && all[j].rfind("-", 0) != 0; ++j) prefix.push_back(all[j]);
    bool known = false;
    const std::string help = helpFor(program, prefix, &known);
    std::fputs(help.c_str(), known ? stdout : stderr);
    return known ? 0 : 2;
  }
  runningProgram = &program;
  installInterruptHandlers();
  // Before the command is known, messages name the first word.
  std::string chosenWords = all[0];
  try {
    const int status = dispatch(program, all, chosenWords);
    throwIfInterrupted();  // a command that stopped early must not look successful
    // Results go to stdout: a full disk or a closed pipe there is a failure too.
    std::cout.flush();
    if (std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout) {
      std::cerr << program.name << " " << chosenWords
                << ": error: cannot write to standard output\n";
      return 1;
    }
    return status;
  } catch (const UsageError& e) {
    const std::string named = chosenWords.empty() ? program.name : program.name + " " + chosenWords;
    std::cerr << named << ": " << e.what() << "\n(see " << named << " --help)\n";
    return 2;
  } catch (const Interrupted& e) {
    std::cerr << program.name << " " << chosenWords << ": " << e.what() << "\n";
    return 128 + interruptSignal();
  } catch (const std::exception& e) {
    std::cerr << program.name << " " << chosenWords << ": error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace m3::cli
