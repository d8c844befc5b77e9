#include "project/learner_json.h"

#include <stdexcept>
#include <string_view>

namespace m3 {

namespace {

// A parameter's key in projects where it is not the parameter's name: the names are the
// command line's (--gap, --passes), the keys older than it.
struct ProjectKey {
  std::string_view parameter, key;
};
constexpr ProjectKey kProjectKeys[] = {
    {"gap", "relativeGap"}, {"passes", "maxPasses"}, {"loss", "balancedLoss"}};

std::string projectKey(const std::string& parameter) {
  for (const ProjectKey& k : kProjectKeys)
    if (k.parameter == parameter) return std::string(k.key);
  return parameter;
}

// The loss is a yes/no in projects: balanced or not.
bool isLoss(const Parameter& p) {
  return p.name == "loss";
}

}  // namespace

nlohmann::json learnerJson(const ParameterValues& values, const TaskDeclaration& task) {
  nlohmann::json out = nlohmann::json::object();
  for (const Parameter& p : task.learnerParameters()) {
    if (!values.has(p.name)) continue;
    const std::string key = projectKey(p.name);
    if (isLoss(p))
      out[key] = values.text(p.name) == "balanced";
    else if (p.type == Parameter::Type::Integer)
      out[key] = values.integer(p.name);
    else if (p.type == Parameter::Type::Real)
      out[key] = values.real(p.name);
    else
      out[key] = values.text(p.name);
  }
  return out;
}

ParameterValues learnerValuesFromJson(const nlohmann::json& learner, const TaskDeclaration& task,
                                      std::vector<std::string>* refused,
                                      const std::string& objectName) {
  const std::vector<Parameter> declared = task.learnerParameters();
  ParameterValues values = defaultValues(declared);
  const nlohmann::json object = learner.is_object() ? learner : nlohmann::json::object();
  for (const Parameter& p : declared) {
    const std::string key = projectKey(p.name);
    const auto found = object.find(key);
    if (found == object.end()) {
      // A project without the key was saved before the choice existed, when every graph
      // model trained with the Hamming loss: it keeps training so.
      if (isLoss(p)) values.set(p.name, "hamming");
      continue;
    }
    std::string text;
    if (isLoss(p) && found->is_boolean())
      text = found->get<bool>() ? "balanced" : "hamming";
    else if (p.type == Parameter::Type::Choice && found->is_string())
      text = found->get<std::string>();
    else if ((p.type == Parameter::Type::Real || p.type == Parameter::Type::Integer) &&
             found->is_number())
      text = formatNumber(found->get<double>());
    else
      continue;  // not of the key's type: as if missing
    if (const std::string why = p.check(text); !why.empty()) {
      const std::string message = objectName + "." + key + " " + text + ": " + why;
      if (!refused) throw std::invalid_argument(message);
      refused->push_back(message);
      continue;
    }
    values.set(p.name, text);
  }
  return values;
}

ParameterValues projectLearnerValues(const nlohmann::json& state, const TaskDeclaration& task,
                                     std::vector<std::string>* refused) {
  if (!state.contains("learner")) {
    // Projects from before every workbench said "learner": handwriting kept the same in
    // "training" (the gap named "gap"), Scenes its C at the top.
    if (task.id == "handwriting" && state.contains("training")) {
      nlohmann::json older = state["training"];
      if (older.is_object() && older.contains("gap")) older["relativeGap"] = older["gap"];
      return learnerValuesFromJson(older, task, refused, "training");
    }
    if (task.id == "scenes" && state.contains("C"))
      return learnerValuesFromJson({{"C", state["C"]}}, task, refused, "scenes");
  }
  // A number outside the range its parameter declares (a C of 1e308, -5 passes) is refused, as
  // the same value given as an option is: it would train a model nobody asked for.
  return learnerValuesFromJson(state.value("learner", nlohmann::json::object()), task, refused);
}

}  // namespace m3
