// m3studio-bench: the benchmarks, apart from the user's CLI (which does not link dlib, the
// measured peer). Each command's options are declared here; the defaults that depend on
// --quick are the benchmark's own and its help says them.
#include "bench_commands.h"
#include "cli_commands.h"
#include "cli_learner_options.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

// Options whose default the benchmark decides (often by --quick): declared without one.
Parameter text(std::string name, std::string valueName, std::string help) {
  return Parameter::text(std::move(name), std::move(valueName), std::move(help));
}
Parameter count(std::string name, std::string help, int min = 1) {
  return withoutDefault(Parameter::integer(std::move(name), min, min, 2000000000, std::move(help)));
}
Parameter number(std::string name, std::string help, double min = 0, bool exclusive = true) {
  return withoutDefault(Parameter::real(std::move(name), 1, min, 1e12, std::move(help), exclusive));
}
Parameter threads() {
  return count("threads", "threads for the run (default: 1 for ocr and amn, else every core)", 0);
}
Parameter repeats(const char* fallback) {
  return count("repeats", std::string("runs, medians reported (default ") + fallback + ")");
}
Parameter dataDir(const char* path) {
  return text("data", "DIR", std::string("the dataset (default ") + path + ")");
}
Parameter cValue(const char* fallback) {
  return number("C", std::string("regularisation constant (default ") + fallback + ")");
}

std::vector<Parameter> with(std::vector<Parameter> options, const std::vector<Parameter>& more) {
  options.insert(options.end(), more.begin(), more.end());
  options.push_back(jsonFlag());
  return options;
}

Program benchProgram() {
  const std::vector<Parameter> quick{quickFlag()};
  // On the single 100-point problem BCFW is one block, i.e. plain Frank-Wolfe, and ends 30
  // passes at a 74-99% gap; the 1-slack learner certifies < 1% (docs/learning.md).
  const std::vector<Parameter> clusteringLearner = withDefault(
      withDefault(
          withDefault(taskDeclaration("segmentation").learnerParameters(), "learner", "one-slack"),
          "passes", "100"),
      "planes", "0");
  std::vector<Parameter> segmentationLearner = taskDeclaration("segmentation").learnerParameters();
  return {
      "m3studio-bench",
      "Benchmarks of the M3Studio engine against dlib and the thesis's results, on "
      "../shared/data.\n"
      "Every command prints its tables on stderr with --json (the results as one JSON object on "
      "stdout).",
      "options: --key value or --key=value; COMMAND --help lists a command's options.\n"
      "Exit codes: 0 ok, 1 failure, 2 usage error, 130 / 143 interrupted by SIGINT / SIGTERM.",
      {{"",
        "handwriting, terrain, proteins, scenes, images, graphs, sentences, recovery",
        {{"ocr", "ours vs dlib: time to the same test error and to a certified gap (OCR letters)",
          with({required(text("data", "FILE", "letter.data file")), cValue("0.1"), repeats("3"),
                threads(), number("epsilon", "dlib's stopping epsilon (default 0.01)"),
                count("passes", "our pass limit (default 100)"),
                text("train-folds", "F", "training folds (default 0)"),
                number("gap", "the certified gap both reach (default 0.01)")},
               {}),
          benchOcr},
         {"ocr-kernels", "thesis Fig. 6.6: logistic regression, CRF, multiclass SVM, M3N x kernels",
          with({required(text("data", "FILE", "letter.data file")), cValue("0.1"),
                number("sigma", "prior std of logistic regression and CRF (default 1)"),
                number("kernel-scale", "polynomial kernels: (scale x.x' + 1)^d (default 1/14)"),
                count("passes", "SMO passes (default 30)"),
                text("train-folds", "F", "training folds (default 0)"),
                text("chart", "SVG", "the chart to write (default ocr-kernels.svg)")},
               {}),
          benchOcrKernels},
         {"amn", "the AMN engine on generated graphs, vs dlib",
          with({repeats("3"), threads(), number("epsilon", "dlib's epsilon (default 0.1)"),
                count("side", "test grid side (default 100)"),
                count("train-side", "training grid side (default 30)"),
                count("graphs", "training graphs (default 20)"),
                count("block-nodes", "training blocks' nodes")},
               {}),
          benchAmn},
         {"terrain", "Oakland 3-D: AMN vs SVMs and the forest, feature time, Train to predictions",
          with({dataDir("../shared/data/oakland3d"), repeats("3"), threads(),
                count("points", "points per cloud (default 1,000,000; --quick 20,000)"),
                number("C", "C of every model (default: chosen by validation)"),
                Parameter::choice("loss", {"hamming", "balanced"},
                                  std::string(taskDeclaration("terrain").learner.loss),
                                  "the AMN's loss")},
               quick),
          benchTerrain},
         {"terrain-scale", "read, features, prediction, write and a stroke update per cloud size",
          with({text("sizes", "LIST", "millions of points (default 1,5,10)"), threads(),
                text("dir", "DIR", "where the clouds go (default: the temporary folder)"),
                text("csv", "FILE", "the figures as CSV")},
               quick),
          benchTerrainScale},
         {"terrain-workbench",
          "the workbench's Train round: to the model, the first tile drawn, every point; a stroke",
          with({text("sizes", "LIST", "millions of points (default 1,10)"), threads(),
                text("dir", "DIR", "where the clouds go (default: the temporary folder)"),
                count("tiles-above", "tile clouds above this many points (default 2,000,000)", 0)},
               quick),
          benchTerrainWorkbench},
         {"distributed", "tiles predicted and Oakland trained on 1 process and under mpirun -np n",
          with({number("points", "millions of points (default 2; --quick 0.2)"),
                number("tile-size", "metres (default 20; --quick 40)"),
                count("ranks", "MPI ranks (default 2)"), repeats("3"),
                text("dir", "DIR", "scratch folder (default: the temporary folder)"),
                dataDir("../shared/data/oakland3d"),
                count("training-points", "labelled points (default 100,000)"),
                count("killed-run-ranks", "ranks of the run with one killed (default 64)")},
               quick),
          benchDistributed},
         {"bonds", "thesis Table 10.1: M3N, M3N RBF, pair SVM, k-fold cross-validation (DISULFIND)",
          with({dataDir("../shared/data/disulfind_conn"), count("folds", "folds (default 4)", 2),
                repeats("3"), text("pdb", "DIR", "PDB files to add"),
                number("homology", "homology threshold of the folds", 0, false)},
               quick),
          benchBonds},
         {"multilabel", "scene: every model, C by validation; branch and bound vs LP",
          with({dataDir("../shared/data/scene"), repeats("3")}, quick), benchMultilabel},
         {"regions",
          "AMN vs SVMs on generated images, 1 MP timing, superpixels on BSDS500; --camvid: CamVid",
          with({repeats("5"), count("labelled", "labelled regions (default 80)"),
                count("passes", "pass limit (default 1,000)"),
                text("bsds", "DIR", "BSDS500 for the superpixel quality"),
                Parameter::flag("camvid", "CamVid photographs instead"),
                dataDir("../shared/data/camvid"),
                text("dataset", "FILE|camvid",
                     "CamVid's mask convention (default: the built-in camvid)"),
                text("kinds", "LIST", "models to compare"),
                text("fractions", "LIST", "shares of labels (default 1,0.1)"),
                Parameter::choice("features", {"regions-2", "regions-1"}, "regions-2",
                                  "feature version"),
                text("without", "GROUP[,...]", "feature groups left out (ablation)"),
                Parameter::choice("loss", {"hamming", "balanced"},
                                  std::string(taskDeclaration("regions").learner.loss),
                                  "the AMN's loss"),
                Parameter::text("edge-scale", "auto|S",
                                "AMN edge weights x S, or chosen by cross-validation", false,
                                "auto")},
               quick),
          benchRegions},
         {"clustering",
          "thesis Fig. 11.1b: learned correlation clustering vs k-means on noisy points",
          with(
              [&] {
                std::vector<Parameter> o{
                    count("points", "points per problem (default 100; --quick 30)", 4),
                    count("runs", "runs (default 3)"),
                    text("noise", "LIST", "noise dimensions (default 1,2,4,...,128)"),
                    count("max-cuts", "cuts per LP round (0: all)", 0),
                    count("train-split", "training problems (default 10)")};
                o.insert(o.end(), clusteringLearner.begin(), clusteringLearner.end());
                return o;
              }(),
              quick),
          benchClustering},
         {"segmentation", "BSDS500: learned correlation clustering vs k-means vs sanity rows",
          with(
              [&] {
                std::vector<Parameter> o{
                    dataDir("../shared/data/bsds500"),
                    count("train", "training images (default 30)"),
                    count("test", "test images (default 20)"),
                    count("annotator", "BSDS entry (1-based)"),
                    count("region-size", "superpixel size", 4),
                    Parameter::flag("plain-loss", "the Hamming loss instead of the balanced one")};
                o.insert(o.end(), segmentationLearner.begin(), segmentationLearner.end());
                return o;
              }(),
              quick),
          benchSegmentation},
         {"journal",
          "crash-recovery journal: append latency per edit against saving everything; recovery "
          "read",
          with({text("dir", "DIR", "where the journal goes"),
                count("edits", "edits to recover (default 10,000)")},
               quick),
          benchJournal},
         {"layout", "the graph view's layout: seconds, link / pair distance against the spiral",
          with({text("sizes", "LIST", "pages (default 300,3000,10000)"), repeats("3")}, quick),
          benchLayout},
         {"hypertext",
          "WebKB: node SVM, AMN, general M3N (Link-MM); or leave one graph out over --set / "
          "--nodes",
          with(
              [&] {
                std::vector<Parameter> o{dataDir("../shared/data/hypertext/webkb"),
                                         text("Cs", "LIST", "the C values tried"),
                                         text("set", "GRAPHS", "graphs whose classes agree")};
                for (const Parameter& p : graphInputOptions()) o.push_back(p);
                return o;
              }(),
              quick),
          benchHypertext},
         {"parsing",
          "Penn Treebank sample: GENERATIVE and max-margin BASIC parsers, bracket F1 (evalb)",
          with({text("data", "TREES",
                     "the treebank (default ../shared/data/ptb_sample/ptb_sample_combined.tar.gz)"),
                count("max-words", "sentence length limit (default 15)"),
                text("Cs", "LIST", "C values (default 0.1,1,10)"), cValue("chosen from --Cs"),
                count("passes", "pass limit (default 40; --quick 3)")},
               quick),
          benchParsing},
         {"clicks",
          "a simulated annotator: labels to reach 95% of the full score, Label Next's order "
          "against random (OCR letters, Penn Treebank sample, DISULFIND)",
          with({Parameter::choice("dataset", {"all", "ocr", "ptb", "disulfind"}, "all",
                                  "OCR letters (words, counted in letters), the Penn Treebank "
                                  "sample (sentences, in words), DISULFIND (proteins, in bonds)"),
                text("data", "FILE",
                     "with one --dataset: its file or folder (default ../shared/data/ocr_letters/"
                     "letter_from_ocr_mat.tsv.gz, ../shared/data/ptb_sample/"
                     "ptb_sample_combined.tar.gz, ../shared/data/disulfind_conn)"),
                count("seeds", "annotators, medians reported (default 3)"),
                count("batch",
                      "items labelled a round (default 40 words, 20 sentences, 10 proteins; "
                      "--quick 5)"),
                count("budget",
                      "labels given at most (default 12000 letters, 5000 words, 700 bonds; "
                      "--quick 250, 400, 100)"),
                count("initial", "random items labelled first (default 5)"),
                number("diversity", "of the third strategy, 0 to 1 (default 0.5)", 0, false),
                text("svg", "FILE",
                     "the chart of the curves to write (with every data set: FILE-ocr.svg, ...)")},
               quick),
          benchClicks}}}}};
}

}  // namespace

}  // namespace m3::cli

int main(int argc, char** argv) {
  return m3::cli::runProgram(m3::cli::benchProgram(), argc, argv);
}
