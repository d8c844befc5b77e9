#include "learning/kernel_json.h"

#include <stdexcept>
#include <string>

namespace m3 {

using nlohmann::json;

json kernelSpecToJson(const KernelSpec& k) {
  return {{"type", k.type == KernelType::Linear       ? "linear"
                   : k.type == KernelType::Polynomial ? "polynomial"
                                                      : "rbf"},
          {"degree", k.degree},
          {"offset", k.offset},
          {"scale", k.scale},
          {"gamma", k.gamma}};
}

KernelSpec kernelSpecFromJson(const json& j) {
  KernelSpec k;
  const std::string type = j.at("type").get<std::string>();
  if (type != "linear" && type != "polynomial" && type != "rbf")
    throw std::invalid_argument("unknown kernel \"" + type + "\" (linear, polynomial, rbf)");
  k.type = type == "linear"       ? KernelType::Linear
           : type == "polynomial" ? KernelType::Polynomial
                                  : KernelType::Rbf;
  k.degree = j.at("degree").get<int>();
  k.offset = j.at("offset").get<double>();
  k.scale = j.at("scale").get<double>();
  k.gamma = j.at("gamma").get<double>();
  k.validate();
  return k;
}

}  // namespace m3
