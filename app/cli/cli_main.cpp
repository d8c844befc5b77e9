// m3studio-cli: headless training, prediction, evaluation, export and benchmarks on the
// same files the GUI reads and writes.
#include <cstdio>
#include <exception>
#include <iostream>

#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "io/program_version.h"

namespace {

const char* kUsage =
    "usage: m3studio-cli <command> [options]\n"
    "\n"
    "commands (handwriting: letter.data files, optionally gzipped):\n"
    "  sample   --out FILE [--words N] [--seed S]        write the built-in synthetic sample\n"
    "  train    --data FILE --out MODEL [--train-folds F] [--C c] [--passes n] [--gap g]\n"
    "           [--no-transitions] [--test-folds F] [--planes n]   train a chain M3N (BCFW; cached planes off)\n"
    "           [--kernel linear|poly2|poly3|rbf [--kernel-scale s] [--gamma g] [--epsilon e]]\n"
    "                                                    ... or with structured SMO and a kernel\n"
    "  predict  --model MODEL --data FILE [--folds F] [--out TSV]\n"
    "                                                    predicted words (word_id, fold, prediction, reference)\n"
    "  eval     --model MODEL --data FILE [--folds F]     per-letter and per-word error\n"
    "  export   --model MODEL --data FILE --out FILE      letter.data with predicted letters\n"
    "  bench ocr --data FILE [--C c] [--repeats r] [--threads t] [--epsilon e] [--gap g]\n"
    "                                                    ours vs dlib, time to the same test error\n"
    "  bench ocr-kernels --data FILE [--C c] [--sigma s] [--passes n] [--chart SVG]\n"
    "                                                    thesis Fig. 6.6: LR, CRF, mSVM, M3N x kernels\n"
    "  bench amn [--repeats r] [--side s] [--train-side t] [--graphs g] [--epsilon e] [--block-nodes n]\n"
    "                                                    AMN engine on generated graphs, vs dlib\n"
    "\n"
    "commands (generic graphs; file format in core/io/graph_json.h, or node tables and edge lists):\n"
    "  graph train   (--data GRAPHS | --nodes FILE[,...] --edges FILE[,...] [--label-names a,b,...]) --out MODEL\n"
    "                [--C c] [--passes n] [--gap g] [--block-nodes n] [--loss hamming|balanced]\n"
    "                [--learner bcfw|one-slack] [--sampling uniform|gap] [--steps frank-wolfe|pairwise]\n"
    "                [--model-kind amn|node-svm|voted-svm|random-forest|m3n-general]\n"
    "                (under mpirun: the 1-slack learner, its blocks shared among the ranks)\n"
    "                (m3n-general: any-sign K x K edge potentials, local-polytope LP; core/tasks/general_m3n_task.h)\n"
    "  graph predict --model MODEL (--data GRAPHS | --nodes ... --edges ...) --out GRAPHS   labels every node\n"
    "  graph eval    --model MODEL (--data GRAPHS | --nodes ... --edges ...)   accuracy, per-label P/R/F1\n"
    "  graph sample  --out GRAPHS [--graphs n] [--pages n] [--seed s]   generated departments' web pages\n"
    "  (node tables named *.csv are CSV with a header: id, label (a class name), name, features)\n"
    "\n"
    "commands (Penn Treebank trees: .mrg, optionally .gz, or a .tar(.gz) of them; core/io/treebank.h):\n"
    "  parse sample  --out FILE [--sentences n] [--max-words n] [--seed s]   generated sentences with trees\n"
    "  parse convert --data TREES --out FILE [--max-words n] [--cnf]   normalised trees, one per line\n"
    "  parse train   --data TREES --out MODEL [--model-kind basic|lexical|lexical-aux|generative] [--C c] [--passes n]\n"
    "                [--gap g] [--max-words n] [--min-count n]   max-margin BASIC, LEXICAL (span features seen in\n"
    "                >= n spans) or LEXICAL+AUX (and the PCFG's parse as evidence), on sentences of <= n words,\n"
    "                or the PCFG\n"
    "  parse predict --model MODEL (--data TREES | --text FILE) --out FILE   one bracketed tree per sentence\n"
    "                (--text: one sentence per line, words or word/TAG)\n"
    "  parse eval    --gold TREES --guess TREES [--max-words n]   labelled bracket P/R/F1 like evalb\n"
    "  parse eval    --model MODEL --data TREES [--max-words n]   parses the trees' words and scores them\n"
    "\n"
    "commands (terrain point clouds: .ply .pcd .xyz .las, optionally .gz; AMN engine):\n"
    "  terrain sample  --out FILE [--points n] [--seed s]   generated street scan, class codes\n"
    "                                                    0 ground 1 building 2 tree 3 shrub (--mapping terrain)\n"
    "  terrain train   --cloud FILE[,FILE...] --mapping M --out MODEL\n                  [--model-kind amn|node-svm|voted-svm|random-forest]\n"
    "                  [--C c] [--passes n] [--gap g] [--block-nodes n] [--max-points n] [--seed s]\n"
    "                  [--planes n (cached per block, 0 off; default 10)] [--approx-passes n] [--averaging on|off]\n"
    "                  [--learner bcfw|one-slack] [--sampling uniform|gap] [--steps frank-wolfe|pairwise]\n"
    "                  [--loss hamming|balanced]\n"
    "                  (under mpirun: the 1-slack learner, its blocks shared among the ranks)\n"
    "  terrain predict --model MODEL --cloud FILE [--mapping M] --out FILE [--tile-size m] [--halo m] [--scratch DIR]\n"
    "                  predicted classes as class codes; tiles of 50 m, 5 m halos above 2 M points;\n"
    "                  tiled, binary PLY / LAS / XYZ in and PLY / LAS / XYZ out stream through tile files in DIR\n"
    "  terrain predict --tiles DIR_OR_LIST --model MODEL --out DIR [--halo m] [--mapping M] [--threads t]\n"
    "                  [--rank-timeout s]\n"
    "                  every tile file with halos from its neighbours, one output each; finished tiles skipped;\n"
    "                  under mpirun / srun the ranks share the tiles (docs/scale-out.md); with\n"
    "                  mpirun --enable-recovery a rank silent for s seconds (default 60) is taken as lost\n"
    "                  and its tile done by another\n"
    "  terrain tile    --cloud FILE --tile-size m --out-dir DIR [--format ply|las|xyz|pcd] [--scratch DIR]\n"
    "                  cut into tile files; binary PLY, LAS and XYZ read piece by piece (larger than memory)\n"
    "  terrain eval    --model MODEL --cloud FILE[,FILE...] [--mapping M]  accuracy, per-class P/R/F1, confusion\n"
    "                  M: oakland | asprs | semantickitti | terrain | codes (each distinct code its own label);\n"
    "                  predict and eval default to the mapping recorded in the model\n"
    "                  FILE: .ply .pcd .xyz .las, KITTI .bin (labels: .label beside it or in ../labels/);\n"
    "                  --out x.label writes SemanticKITTI labels only\n"
    "  bench terrain [--data DIR] [--repeats r] [--threads t] [--points n] [--C c] [--loss hamming|balanced] [--quick]\n"
    "                                                    Oakland 3-D AMN vs SVMs, feature time, Train to predictions\n"
    "  bench terrain-scale [--sizes 1,5,10] [--threads t] [--dir DIR] [--csv FILE] [--quick]\n"
    "                  read, features, prediction, write and a stroke update per cloud size\n"
    "  bench distributed [--points m] [--tile-size m] [--ranks n] [--repeats r] [--dir DIR] [--data OAKLAND_DIR]\n"
    "                    [--training-points n] [--killed-run-ranks n] [--quick]   tiles predicted and Oakland\n"
    "                    trained on 1 process and under mpirun -np n (default 2): times, identical outputs,\n"
    "                    equal objectives; a run on n ranks (default 64) with one killed finishing every tile\n"
    "  bench terrain-workbench [--sizes 1,10] [--threads t] [--dir DIR] [--tiles-above N] [--quick]\n"
    "                  the workbench's Train round (on tiles above 2 M points): to the model, the first\n"
    "                  tile drawn, every point; the update near a stroke\n"
    "\n"
    "commands (protein bonds: PDB / mmCIF files or directories, FASTA with bonds=, the DISULFIND directory):\n"
    "  bonds train   --data IN --out MODEL [--model-kind m3n|pair-svm] [--C c] [--passes n] [--gap g]\n"
    "                [--kernel linear|poly2|poly3|rbf [--gamma g] [--kernel-scale s]]   kernels: M3N only\n"
    "  bonds predict --model MODEL --data IN --out FILE   FASTA with bonds=, or a .tsv table\n"
    "  bonds eval    --model MODEL --data IN              precision / accuracy per gold bond count\n"
    "  bonds cv      --data IN [--folds k] [--model-kind m3n|pair-svm] [--kernel ..] [--C c] [--passes n] [--seed s]\n"
    "                every bonds command: [--pdb-model N] [--chains A,B]  the model (NMR entries hold many; default\n"
    "                the first) and chains (default all) of the PDB / mmCIF files read\n"
    "  bench bonds [--data DIR] [--folds k] [--homology t] [--pdb DIR] [--quick]\n"
    "                                                    thesis Table 10.1: M3N, M3N RBF, pair SVM, k-fold CV\n"
    "\n"
    "commands (multi-label data: MULAN ARFF, dense or sparse, optionally .gz):\n"
    "  multilabel train   --data ARFF (--labels K | --xml FILE) --out MODEL [--C c] [--eta0 e]\n"
    "                     [--model-kind lmsbn|lmsbn-fscore|lmbm|svm|chain-ssvm|full-ssvm] [--passes n] [--gap g]\n"
    "                     [--kernel linear|poly2|poly3|rbf [--gamma g] [--kernel-scale s]]   (lmsbn only)\n"
    "  multilabel predict --model MODEL --data ARFF [--xml FILE] --out FILE.arff|FILE.tsv [--bound S]\n"
    "  multilabel eval    --model MODEL --data ARFF [--xml FILE] [--bound S] [--lmbm-inference exact|lp]\n"
    "                     exact match, Hamming loss, instance / macro / micro F1\n"
    "  bench multilabel [--data DIR] [--repeats r] [--quick]\n"
    "                                                    scene: every model, C by validation; B&B vs LP\n"
    "\n"
    "commands (image regions: PNG/JPEG/TIFF images, PNG index masks 0 = unlabelled, v = label v-1; AMN engine):\n"
    "  regions sample  --image FILE --mask FILE.png [--palette FILE] [--regions FILE.png] [--width w] [--height h]\n"
    "                  [--shapes n] [--noise s] [--seed s]     generated textured shapes, 4 classes\n"
    "  regions train   --image FILE[,FILE...] --mask FILE.png[,...] --out MODEL [--palette FILE]\n"
    "                  | --images DIR_OR_LIST --masks DIR_OR_LIST [--dataset FILE] [--void V]\n"
    "                  [--model-kind amn|node-svm|voted-svm|random-forest] [--C c] [--passes n] [--gap g]\n"
    "                  [--superpixels slic|slico|lsc] [--region-size n] [--compactness c] [--smoothing s]\n"
    "                  [--min-coverage f] [--keep-regions n [--patch-regions p] | --scribble-fraction f] [--seed s]\n"
    "                  [--features regions-2|regions-1]  (regions-1: the 41 features of older models)\n"
    "                  [--loss balanced|hamming]  (balanced, the default: every class carries the same total loss)\n"
    "                  [--edge-scale auto|S]  (AMN edge weights x S in [0, 1]; auto: chosen by cross-validation)\n"
    "                  masks may be partial; --dataset / --void: class-index masks (value k = class k, V void)\n"
    "                  --coco FILE.json (train, eval, suggest): masks and classes from a COCO segmentation file\n"
    "                  --labelme DIR_OR_LIST (train, eval, suggest): from labelme files (each names its image)\n"
    "  regions predict --model MODEL --image FILE --out MASK.png [--palette FILE] [--preview FILE]\n"
    "  regions predict --model MODEL --images DIR_OR_LIST --out-dir DIR [--dataset FILE] [--void V] [--indexed]\n"
    "                  every image's mask as DIR/<name>.png (a dataset's convention with --void; --indexed:\n"
    "                  indexed-colour PNGs with the VOC colour map, as Pascal VOC's masks) [--coco-out FILE.json]\n"
    "                  [--labelme-out DIR]  (a labelme file of polygons per image, DIR/<stem>.json)\n"
    "  regions eval    --model MODEL (--image FILE[,...] --mask FILE.png[,...] | --images ... --masks ...)\n"
    "                  [--dataset FILE] [--void V]   global / class average accuracy, mean IoU, per class\n"
    "  regions suggest --model MODEL --images DIR_OR_LIST [--masks DIR_OR_LIST [--dataset FILE] [--void V]]\n"
    "                  [--count n]   the regions to label next: least confident over all images, unlabelled\n"
    "  bench regions [--repeats r] [--labelled n] [--passes n] [--bsds DIR] [--quick]\n"
    "                                                    AMN vs SVMs on generated images, 1 MP timing,\n"
    "                                                    superpixel quality on BSDS500 (--bsds)\n"
    "  bench regions --camvid [--data DIR] [--dataset FILE] [--kinds LIST] [--fractions LIST]\n"
    "                [--features regions-2|regions-1] [--without GROUP[,...]] [--loss balanced|hamming]\n"
    "                [--edge-scale auto|S] [--quick]\n"
    "                                                    CamVid: train 123 / validate 101 photos, AMN vs\n"
    "                                                    SVMs vs random forest; feature-group ablation\n"
    "\n"
    "commands (image segmentation, learned correlation clustering of superpixels; `cluster` is an old name):\n"
    "  segmentation train   --images DIR|FILES --segmentations DIR --out MODEL [--annotator K] [--C c]\n"
    "                  [--passes n] [--gap g] [--region-size s] [--plain-loss] [--planes n]\n"
    "                  [--learner bcfw|one-slack] [--sampling uniform|gap] [--steps frank-wolfe|pairwise]\n"
    "                  segmentations: BSDS .mat (entry K, 1-based) or label PNGs\n"
    "  segmentation predict --model MODEL --image IMG --out SEG.png\n"
    "  segmentation eval    --model MODEL --images DIR|FILES --segmentations DIR [--annotator K]\n"
    "                  pixel pair F1 / VI / Rand, model and k-means with the true k\n"
    "  bench clustering [--points n] [--runs r] [--passes n] [--C c] [--noise 1,2,4] [--max-cuts n]\n"
    "                   [--train-split k] [--learner one-slack|bcfw] [--planes n] [--quick]\n"
    "                   thesis Fig. 11.1b: learned CC vs k-means on noisy points\n"
    "  bench segmentation [--data DIR] [--train n] [--test m] [--annotator K] [--C c] [--passes n]\n"
    "                     [--region-size s] [--plain-loss] [--learner bcfw|one-slack] [--planes n] [--quick]\n"
    "                     [--sampling uniform|gap] [--steps frank-wolfe|pairwise]\n"
    "                     BSDS500: learned CC vs k-means vs sanity rows\n"
    "  bench journal [--dir DIR] [--edits n] [--quick]  crash-recovery journal: append latency per edit\n"
    "                     (median / worst, with and without fdatasync) against saving everything, recovery read\n"
    "  bench layout [--sizes 300,3000,10000] [--repeats n] [--quick]  graph view layout: seconds, link / pair distance vs the spiral\n"
    "  bench hypertext [--data DIR] [--Cs LIST] [--quick]  WebKB: node SVM, AMN, general M3N (Link-MM)\n"
    "  bench hypertext (--set GRAPHS | --nodes L --edges L [--label-names a,...]) [--Cs LIST]\n"
    "                     leave one graph out over graphs whose classes agree\n"
    "  bench parsing [--data TREES] [--max-words n] [--Cs LIST | --C c] [--passes n] [--quick]\n"
    "                     Penn Treebank sample: GENERATIVE and max-margin BASIC parsers, bracket F1 (evalb)\n"
    "\n"
    "options: --key value or --key=value; COMMAND [SUBCOMMAND] --help (or -h) lists the options a command\n"
    "takes; m3studio-cli --version prints the version. --json on every eval command (and bonds cv) prints the\n"
    "results as one JSON object on stdout instead of text (progress stays on stderr); on every bench command\n"
    "it prints the object on stdout and the usual text on stderr.\n"
    "folds: 0 | 1-9 | 0,2,4-6. Exit codes: 0 ok, 1 failure, 2 usage error, 130 / 143 interrupted by\n"
    "SIGINT / SIGTERM (the run stops at its next iteration and writes no output; a second signal exits at once).\n";

// Runs one command word; unknown words are a usage error (exit 2).
int runCommand(const std::string& command, const m3::cli::Argv& rest) {
  if (command == "sample") return m3::cli::runSample(rest);
  if (command == "train") return m3::cli::runTrain(rest);
  if (command == "predict") return m3::cli::runPredict(rest);
  if (command == "eval") return m3::cli::runEval(rest);
  if (command == "export") return m3::cli::runExport(rest);
  if (command == "bench") return m3::cli::runBench(rest);
  if (command == "graph") return m3::cli::runGraph(rest);
  if (command == "parse") return m3::cli::runParse(rest);
  if (command == "terrain") return m3::cli::runTerrain(rest);
  if (command == "bonds") return m3::cli::runBonds(rest);
  if (command == "multilabel") return m3::cli::runMultilabel(rest);
  if (command == "regions") return m3::cli::runRegions(rest);
  // One name per task: "segmentation" as in the workbench and `bench segmentation`;
  // "cluster" is what earlier releases called it.
  if (command == "segmentation" || command == "cluster") return m3::cli::runSegmentation(rest);
  std::cerr << "m3studio-cli: unknown command '" << command << "'\n" << kUsage;
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string command = argc < 2 ? "" : argv[1];
  if (argc < 2 || command == "--help" || command == "-h" || command == "help") {
    std::fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (command == "--version" || command == "-V") {
    std::printf("m3studio-cli %s\n", m3::programVersion());
    return 0;
  }
  const m3::cli::Argv rest(argv + 2, argv + argc);
  m3::cli::installInterruptHandlers();
  try {
    const int status = runCommand(command, rest);
    m3::cli::throwIfInterrupted();  // a command that stopped early must not look successful
    // Results go to stdout: a full disk or a closed pipe there is a failure too.
    std::cout.flush();
    if (std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout) {
      std::cerr << "m3studio-cli " << command << ": error: cannot write to standard output\n";
      return 1;
    }
    return status;
  } catch (const m3::cli::HelpRequested& help) {
    // The options each (sub)command declares; what they mean is in the full usage.
    std::printf("usage: m3studio-cli %s%s\n(what each option means: m3studio-cli --help)\n", command.c_str(), help.what());
    return 0;
  } catch (const m3::cli::UsageError& e) {
    std::cerr << "m3studio-cli " << command << ": " << e.what() << "\n(see m3studio-cli --help)\n";
    return 2;
  } catch (const m3::cli::Interrupted& e) {
    std::cerr << "m3studio-cli " << command << ": " << e.what() << "\n";
    return 128 + m3::cli::interruptSignal();
  } catch (const std::exception& e) {
    std::cerr << "m3studio-cli " << command << ": error: " << e.what() << "\n";
    return 1;
  }
}
