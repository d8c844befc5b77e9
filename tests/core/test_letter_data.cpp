// Tests of the letter.data reader / writer (core/io/letter_data.h).
#include <zlib.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <array>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "io/io_error.h"
#include "io/letter_data.h"
#include "test_paths.h"

using namespace m3;

namespace {

constexpr int kPixels = kLetterHeight * kLetterWidth;

// The fields of one well-formed letter line; tests corrupt single fields of it.
std::vector<std::string> fields(int id, char letter, int nextId, int wordId, int position,
                                int fold) {
  std::vector<std::string> f = {std::to_string(id),     std::string(1, letter),
                                std::to_string(nextId), std::to_string(wordId),
                                std::to_string(position), std::to_string(fold)};
  for (int p = 0; p < kPixels; ++p) f.push_back((p + id) % 3 == 0 ? "1" : "0");
  return f;
}

std::string join(const std::vector<std::string>& f, const std::string& sep = "\t") {
  std::string out;
  for (size_t i = 0; i < f.size(); ++i) {
    if (i) out += sep;
    out += f[i];
  }
  return out + "\n";
}

std::string line(int id, char letter, int nextId, int wordId, int position, int fold) {
  return join(fields(id, letter, nextId, wordId, position, fold));
}

// A small dataset with varied lengths, folds, word ids and pseudo-random images.
HandwritingDataset makeDataset(unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> bit(0, 1), letter(0, 25), length(1, 9), fold(0, 9);
  HandwritingDataset ds;
  for (int w = 0; w < 12; ++w) {
    HandwritingWord word;
    word.wordId = 100 + 7 * w;
    word.fold = fold(rng);
    const int len = length(rng);
    for (int k = 0; k < len; ++k) {
      LetterImage img;
      for (auto& px : img) px = static_cast<std::uint8_t>(bit(rng));
      word.images.push_back(img);
      word.letters.push_back(letter(rng));
    }
    ds.words.push_back(word);
  }
  return ds;
}

void compareDatasets(const HandwritingDataset& got, const HandwritingDataset& want) {
  QCOMPARE(got.words.size(), want.words.size());
  for (size_t w = 0; w < want.words.size(); ++w) {
    const HandwritingWord& a = got.words[w];
    const HandwritingWord& b = want.words[w];
    QCOMPARE(a.wordId, b.wordId);
    QCOMPARE(a.fold, b.fold);
    QVERIFY(a.letters == b.letters);
    QVERIFY(a.images == b.images);
  }
}

QString errorOf(const std::string& text, const std::string& name = "letters.data") {
  try {
    parseLetterData(text, name);
  } catch (const IoError& e) {
    return QString::fromStdString(e.what());
  }
  return QStringLiteral("<no error>");
}

void writeGzip(const QString& path, const std::string& text) {
  gzFile gz = gzopen(path.toLocal8Bit().constData(), "wb9");
  QVERIFY(gz != nullptr);
  QCOMPARE(gzwrite(gz, text.data(), static_cast<unsigned>(text.size())),
           static_cast<int>(text.size()));
  QCOMPARE(gzclose(gz), Z_OK);
}

void writePlain(const QString& path, const std::string& text) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  QCOMPARE(f.write(text.data(), static_cast<qint64>(text.size())),
           static_cast<qint64>(text.size()));
}

}  // namespace

class TestLetterData : public QObject {
  Q_OBJECT

 private slots:
  void textAndCounts() {
    HandwritingDataset ds;
    HandwritingWord w;
    w.letters = {0, 1, 25, kUnlabelled};
    w.images.resize(4);
    ds.words = {w, w};
    QCOMPARE(QString::fromStdString(w.text()), QStringLiteral("abz?"));
    QCOMPARE(ds.numLetters(), 8);
    QCOMPARE(HandwritingDataset{}.numLetters(), 0);
  }

  void roundTrip() {
    for (unsigned seed : {1u, 2u, 3u}) {
      const HandwritingDataset ds = makeDataset(seed);
      const std::string text = formatLetterData(ds);
      compareDatasets(parseLetterData(text, "mem"), ds);
      QCOMPARE(parseLetterData(text, "mem").numLetters(), ds.numLetters());
    }
  }

  void formatLayout() {
    HandwritingDataset ds;
    HandwritingWord w;
    w.wordId = 42;
    w.fold = 3;
    LetterImage img{};
    img[1 * kLetterWidth + 2] = 1;  // row 1, column 2 -> pixel 10
    w.images = {img, LetterImage{}};
    w.letters = {7, 8};
    ds.words = {w};
    const std::string text = formatLetterData(ds);
    const auto lines = QString::fromStdString(text).split('\n');
    QCOMPARE(lines.size(), 3);  // two lines plus the empty remainder after the final '\n'
    QVERIFY(lines[2].isEmpty());
    const QStringList first = lines[0].split('\t');
    QCOMPARE(first.size(), 6 + kPixels);
    QCOMPARE(first.mid(0, 6), (QStringList{"1", "h", "2", "42", "1", "3"}));
    QCOMPARE(first[6 + 10], QStringLiteral("1"));
    QCOMPARE(first.mid(6).count("1"), 1);
    QCOMPARE(lines[1].split('\t').mid(0, 6), (QStringList{"2", "i", "-1", "42", "2", "3"}));
  }

  void formatRenumbersIds() {
    // Ids from the file are not kept: the output runs 1..N in word order.
    const std::string text = line(50, 'b', -1, 9, 1, 0) + line(70, 'a', 50, 9, 1, 0);
    const std::string out = formatLetterData(parseLetterData(text, "mem"));
    QVERIFY(out.rfind("1\ta\t2\t9\t1\t0\t", 0) == 0);
    QVERIFY(out.find("\n2\tb\t-1\t9\t2\t0\t") != std::string::npos);
  }

  void formatOverridesLetters() {
    const HandwritingDataset ds = makeDataset(5);
    std::vector<Labeling> labels;
    for (const auto& w : ds.words) labels.push_back(Labeling(w.letters.size(), 4));
    const HandwritingDataset back = parseLetterData(formatLetterData(ds, labels), "mem");
    QCOMPARE(back.words.size(), ds.words.size());
    for (size_t w = 0; w < ds.words.size(); ++w) {
      QVERIFY(back.words[w].letters == labels[w]);
      QVERIFY(back.words[w].images == ds.words[w].images);
      QCOMPARE(back.words[w].fold, ds.words[w].fold);
      QCOMPARE(back.words[w].wordId, ds.words[w].wordId);
    }
  }

  void formatRejectsBadLabelings() {
    const HandwritingDataset ds = makeDataset(6);
    std::vector<Labeling> labels;
    for (const auto& w : ds.words) labels.push_back(w.letters);

    auto tooFew = labels;
    tooFew.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLetterData(ds, tooFew));

    auto wrongLength = labels;
    wrongLength[3].push_back(0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLetterData(ds, wrongLength));

    auto partial = labels;
    partial[2][0] = kUnlabelled;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLetterData(ds, partial));

    auto outOfRange = labels;
    outOfRange[0][0] = 26;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLetterData(ds, outOfRange));
  }

  void outOfOrderLines() {
    // Word 1 = "cat" (ids 10 -> 11 -> 12), word 2 = "ox" (ids 20 -> 21), lines shuffled.
    // Heads appear in file order: id 20 (line 2) before id 10 (line 4).
    const std::string text = line(12, 't', -1, 1, 3, 4) + line(20, 'o', 21, 2, 1, 7) +
                             line(11, 'a', 12, 1, 2, 4) + line(10, 'c', 11, 1, 1, 4) +
                             line(21, 'x', -1, 2, 2, 1);
    const HandwritingDataset ds = parseLetterData(text, "mem");
    QCOMPARE(ds.words.size(), size_t(2));
    QCOMPARE(QString::fromStdString(ds.words[0].text()), QStringLiteral("ox"));
    QCOMPARE(ds.words[0].wordId, 2);
    QCOMPARE(ds.words[0].fold, 7);  // the first letter's fold, not the last one's
    QCOMPARE(QString::fromStdString(ds.words[1].text()), QStringLiteral("cat"));
    QCOMPARE(ds.words[1].wordId, 1);
    QCOMPARE(ds.words[1].fold, 4);
    // Images travel with their letters: fields() derives the pattern from the id.
    for (int p = 0; p < kPixels; ++p)
      QCOMPARE(int(ds.words[1].images[2][size_t(p)]), (p + 12) % 3 == 0 ? 1 : 0);
    QCOMPARE(ds.numLetters(), 5);
  }

  void whitespaceVariants() {
    // Spaces, runs of separators, CRLF, blank lines and a missing final newline are fine.
    std::string a = join(fields(1, 'h', 2, 5, 1, 2), "  \t ");
    a.back() = '\r';
    a += '\n';
    std::string b = "   " + join(fields(2, 'i', -1, 5, 2, 2), " ");
    b.back() = ' ';
    b += '\r';
    const std::string text = "\n\r\n  \t\n" + a + "\n\n" + b;
    const HandwritingDataset ds = parseLetterData(text, "mem");
    QCOMPARE(ds.words.size(), size_t(1));
    QCOMPARE(QString::fromStdString(ds.words[0].text()), QStringLiteral("hi"));
    QCOMPARE(ds.words[0].fold, 2);
  }

  void errors_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");

    const std::string ok1 = line(1, 'a', 2, 1, 1, 0);
    const std::string ok2 = line(2, 'b', -1, 1, 2, 0);
    auto withField = [](int index, const std::string& value) {
      auto f = fields(3, 'c', -1, 2, 1, 0);
      f[size_t(index)] = value;
      return join(f);
    };
    auto add = [](const char* name, const std::string& text, const QString& expected) {
      QTest::newRow(name) << QByteArray::fromStdString(text) << expected;
    };

    {
      auto f = fields(3, 'c', -1, 2, 1, 0);
      f.pop_back();
      add("too few fields", ok1 + ok2 + join(f),
          "letters.data:3: expected 134 fields (id, letter, next_id, word_id, position, fold, "
          "128 pixels), found 133");
      f.push_back("0");
      f.push_back("1");
      add("too many fields", ok1 + ok2 + join(f), "letters.data:3: expected 134 fields");
      add("one field", ok1 + ok2 + "7\n", "letters.data:3: expected 134 fields");
    }
    add("pixel 7", ok1 + ok2 + withField(6 + 12, "7"),
        "letters.data:3: pixel 12 is '7', expected 0 or 1");
    add("pixel 00", ok1 + ok2 + withField(6 + 127, "00"),
        "letters.data:3: pixel 127 is '00', expected 0 or 1");
    add("capital letter", ok1 + ok2 + withField(1, "A"),
        "letters.data:3: letter is 'A', expected a lowercase letter a-z");
    add("two-char letter", ok1 + ok2 + withField(1, "ab"),
        "letters.data:3: letter is 'ab', expected a lowercase letter a-z");
    add("digit letter", ok1 + ok2 + withField(1, "1"),
        "letters.data:3: letter is '1', expected a lowercase letter a-z");
    add("bad id", ok1 + ok2 + withField(0, "x3"), "letters.data:3: id is 'x3', expected an integer");
    add("bad next_id", ok1 + ok2 + withField(2, "1.5"),
        "letters.data:3: next_id is '1.5', expected an integer");
    add("bad word_id", ok1 + ok2 + withField(3, "w"),
        "letters.data:3: word_id is 'w', expected an integer");
    add("bad position", ok1 + ok2 + withField(4, "2x"),
        "letters.data:3: position is '2x', expected an integer");
    add("bad fold", ok1 + ok2 + withField(5, "zz"),
        "letters.data:3: fold is 'zz', expected an integer");
    add("huge id", ok1 + ok2 + withField(0, "99999999999999"), "letters.data:3: id is");
    add("negative fold", ok1 + ok2 + withField(5, "-1"),
        "letters.data:3: fold is -1, expected 0 or more");
    // Lines: 1 blank, 2 ok1, 3 "\r", 4 ok2, 5 blank, 6 the bad one.
    add("line numbers count blank lines", "\n" + ok1 + "\r\n" + ok2 + "\n" + withField(5, "-2"),
        "letters.data:6: fold is -2, expected 0 or more");
    add("duplicate id", ok1 + ok2 + line(4, 'c', -1, 2, 1, 0) + line(1, 'd', -1, 3, 1, 0),
        "letters.data:4: duplicate id 1 (already used on line 1)");
    add("dangling next_id", ok1 + line(2, 'b', 99, 1, 2, 0),
        "letters.data:2: next_id 99 matches no letter id");
    add("shared next_id", ok1 + ok2 + line(3, 'c', 2, 1, 1, 0),
        "letters.data:3: next_id 2 (the letter on line 2) is also the next_id of line 1");
    add("cycle", ok1 + ok2 + line(5, 'e', 6, 3, 1, 0) + line(6, 'f', 5, 3, 2, 0),
        "letters.data:3: next_id links form a cycle through this letter (2 letters)");
    add("self cycle", ok1 + ok2 + line(7, 'g', 7, 4, 1, 0),
        "letters.data:3: next_id links form a cycle through this letter (1 letters)");
    add("word_id changes", ok1 + line(2, 'b', -1, 8, 2, 0),
        "letters.data:2: word_id 8 differs from word_id 1 of the previous letter of its word "
        "(line 1)");
    add("empty", "", "letters.data: no letters found");
    add("only blank lines", "\n  \r\n\t\n", "letters.data: no letters found");
  }

  void errors() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const QString message = errorOf(text.toStdString());
    QVERIFY2(message.startsWith(expected),
             qPrintable("got: " + message + "\nexpected a message starting with: " + expected));
  }

  void errorNamesTheSource() {
    const QString message = errorOf(line(1, 'a', 3, 1, 1, 0), "/data/words.txt");
    QVERIFY2(message.startsWith("/data/words.txt:1: "), qPrintable(message));
  }

  void readWriteFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const HandwritingDataset ds = makeDataset(11);
    const std::string path = dir.filePath("out.data").toStdString();
    writeLetterData(path, ds);
    compareDatasets(readLetterData(path), ds);
    // Overwriting an existing file goes through the atomic replace.
    const HandwritingDataset other = makeDataset(12);
    writeLetterData(path, other);
    compareDatasets(readLetterData(path), other);
  }

  void gzipInput() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string text = formatLetterData(makeDataset(21));
    const QString plain = dir.filePath("letters.data");
    const QString gz = dir.filePath("letters.data.gz");
    writePlain(plain, text);
    writeGzip(gz, text);
    const HandwritingDataset fromPlain = readLetterData(plain.toStdString());
    const HandwritingDataset fromGz = readLetterData(gz.toStdString());
    compareDatasets(fromGz, fromPlain);
    compareDatasets(fromGz, parseLetterData(text, "mem"));
  }

  void gzipErrorsNameThePath() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString gz = dir.filePath("bad.data.gz");
    writeGzip(gz, line(1, 'a', 5, 1, 1, 0));
    const std::string path = gz.toStdString();
    try {
      readLetterData(path);
      QFAIL("expected IoError");
    } catch (const IoError& e) {
      QVERIFY2(std::string(e.what()).rfind(path + ":1: next_id 5", 0) == 0, e.what());
    }
  }

  void truncatedGzip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string text = formatLetterData(makeDataset(31));
    const QString gz = dir.filePath("cut.data.gz");
    writeGzip(gz, text);
    QFile f(gz);
    const qint64 full = f.size();
    QVERIFY(full > 40);
    for (qint64 keep : {full / 2, full - 4, qint64(12)}) {
      writeGzip(gz, text);
      QVERIFY(f.resize(keep));
      QVERIFY_THROWS_EXCEPTION(IoError, readLetterData(gz.toStdString()));
    }
  }

  void missingFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("nope.data").toStdString();
    try {
      readLetterData(path);
      QFAIL("expected IoError");
    } catch (const IoError& e) {
      QVERIFY2(std::string(e.what()).rfind(path + ":", 0) == 0, e.what());
    }
    QVERIFY_THROWS_EXCEPTION(IoError, readLetterData(dir.path().toStdString()));  // a folder
    try {
      readLetterData(dir.path().toStdString());
    } catch (const IoError& e) {
      QCOMPARE(QString(e.what()), dir.path() + ": is a folder, not a file");
    }
  }

  void writeToMissingFolderFails() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("no/such/folder/out.data").toStdString();
    QVERIFY_THROWS_EXCEPTION(IoError, writeLetterData(path, makeDataset(1)));
  }

  void realData() {
    const QString path = QString(M3_SHARED_DATA_DIR) + "/ocr_letters/letter_from_ocr_mat.tsv.gz";
    if (!QFile::exists(path))
      QSKIP(qPrintable("../shared/data is missing (no " + path +
                       "): the real OCR letters check is skipped"));
    QElapsedTimer timer;
    timer.start();
    const std::string text = readFileMaybeGzip(path.toStdString());
    const qint64 readMs = timer.restart();
    const HandwritingDataset ds = parseLetterData(text, path.toStdString());
    const qint64 parseMs = timer.elapsed();
    qInfo("real letter data: gunzip %lld ms, parse %lld ms", readMs, parseMs);

    QCOMPARE(ds.words.size(), size_t(6877));
    QCOMPARE(ds.numLetters(), 52152);
    std::array<int, 10> perFold{};
    for (const HandwritingWord& w : ds.words) {
      QVERIFY(w.fold >= 0 && w.fold < 10);
      ++perFold[size_t(w.fold)];
    }
    const std::array<int, 10> expected = {626, 704, 684, 698, 693, 651, 739, 717, 690, 675};
    for (size_t f = 0; f < 10; ++f) QCOMPARE(perFold[f], expected[f]);
    QCOMPARE(QString::fromStdString(ds.words.front().text()), QStringLiteral("ommanding"));

    // The file was itself written in our layout, so formatting it again reproduces it.
    QVERIFY(formatLetterData(ds) == text);
  }
};

QTEST_APPLESS_MAIN(TestLetterData)
#include "test_letter_data.moc"
