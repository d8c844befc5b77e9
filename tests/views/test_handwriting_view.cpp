// The handwriting view on its own: keyboard labelling emits the right edits, the cursor
// moves as documented, filters show the right words, clicks pick letters.
#include <QComboBox>
#include <QListView>
#include <QSignalSpy>
#include <QtTest>

#include "handwriting_view.h"
#include "word_delegate.h"
#include "word_list_model.h"

using namespace m3;

namespace {
std::shared_ptr<HandwritingDataset> tinyDataset() {
  auto data = std::make_shared<HandwritingDataset>();
  const std::vector<int> lengths = {3, 5, 2, 4};
  for (size_t w = 0; w < lengths.size(); ++w) {
    HandwritingWord word;
    word.wordId = static_cast<int>(w) + 1;
    for (int j = 0; j < lengths[w]; ++j) {
      LetterImage img{};
      for (size_t p = 0; p < img.size(); ++p) img[p] = (p * 7 + w * 3 + j) % 5 == 0;
      word.images.push_back(img);
      word.letters.push_back((j + static_cast<int>(w)) % 26);
    }
    data->words.push_back(word);
  }
  return data;
}
}  // namespace

class TestHandwritingView : public QObject {
  Q_OBJECT
  HandwritingView* view_ = nullptr;
  QListView* list() { return view_->listView(); }

 private slots:
  void init() {
    view_ = new HandwritingView;
    view_->model()->setDataset(tinyDataset(), LabelSet::lowercaseLetters());
    view_->setApplyEditsDirectly(true);
    view_->resize(700, 500);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_));
    view_->setCurrentWord(0);
    list()->setFocus();
  }
  void cleanup() { delete view_; }

  void typingLabelsLettersAndAdvances() {
    QSignalSpy edits(view_, &HandwritingView::labelsEdited);
    QTest::keyClicks(list(), "ab");
    QCOMPARE(edits.count(), 2);
    QCOMPARE(edits.at(0).at(0).toInt(), 0);
    QCOMPARE(edits.at(0).at(1).value<Labeling>(), (Labeling{-1, -1, -1}));
    QCOMPARE(edits.at(0).at(2).value<Labeling>(), (Labeling{0, -1, -1}));
    QCOMPARE(edits.at(1).at(2).value<Labeling>(), (Labeling{0, 1, -1}));
    QCOMPARE(view_->cursorLetter(), 2);
    QTest::keyClicks(list(), "cd");  // 'c' fills the last letter, 'd' continues in word 1
    QCOMPARE(view_->model()->userLabels(0), (Labeling{0, 1, 2}));
    QCOMPARE(view_->currentWord(), 1);
    QCOMPARE(view_->model()->userLabels(1)[0], 3);
    QCOMPARE(view_->cursorLetter(), 1);
    QTest::keyClick(list(), Qt::Key_1);  // not a label: ignored
    QCOMPARE(view_->model()->userLabels(1), (Labeling{3, -1, -1, -1, -1}));
  }

  void clearingAndCursorKeys() {
    QTest::keyClicks(list(), "xyz");
    QCOMPARE(view_->cursorLetter(), 3);  // after the last letter
    QTest::keyClick(list(), Qt::Key_Backspace);
    QCOMPARE(view_->model()->userLabels(0), (Labeling{23, 24, -1}));
    QCOMPARE(view_->cursorLetter(), 2);
    QTest::keyClick(list(), Qt::Key_Home);
    QTest::keyClick(list(), Qt::Key_Delete);
    QCOMPARE(view_->model()->userLabels(0), (Labeling{-1, 24, -1}));
    QCOMPARE(view_->cursorLetter(), 0);
    QTest::keyClick(list(), Qt::Key_End);
    QCOMPARE(view_->cursorLetter(), 3);
    QTest::keyClick(list(), Qt::Key_Right);  // past the end: next word
    QCOMPARE(view_->currentWord(), 1);
    QCOMPARE(view_->cursorLetter(), 0);
    QTest::keyClick(list(), Qt::Key_Left);  // before the start: previous word's end
    QCOMPARE(view_->currentWord(), 0);
    QCOMPARE(view_->cursorLetter(), 3);
    QTest::keyClick(list(), Qt::Key_Delete, Qt::ShiftModifier);
    QCOMPARE(view_->model()->userLabels(0), (Labeling{-1, -1, -1}));
    QTest::keyClick(list(), Qt::Key_Return);
    QCOMPARE(view_->currentWord(), 1);
    QTest::keyClick(list(), Qt::Key_Down);  // list navigation still works
    QCOMPARE(view_->currentWord(), 2);
  }

  void acceptPrediction() {
    std::vector<Labeling> predictions = {{4, 5, 6}, {0, 0, 0, 0, 0}, {1, 1}, {2, 2, 2, 2}};
    view_->model()->setPredictions(predictions);
    QTest::keyClick(list(), Qt::Key_Space, Qt::ControlModifier);
    QCOMPARE(view_->model()->userLabels(0), predictions[0]);
  }

  void filters() {
    view_->model()->setUserLabels(1, {0, 1, 2, 3, 4});
    view_->model()->setUserLabels(3, {0, -1, -1, -1});
    view_->setFilter(HandwritingView::LabelledWords);
    QCOMPARE(list()->model()->rowCount(), 2);
    view_->setFilter(HandwritingView::UnlabelledWords);
    QCOMPARE(list()->model()->rowCount(), 2);
    view_->model()->setPredictions({{0, 0, 0}, {0, 1, 2, 3, 4}, {0, 0}, {5, 0, 0, 0}});
    view_->setFilter(HandwritingView::ErrorWords);  // only word 3 contradicts its labels
    QCOMPARE(list()->model()->rowCount(), 1);
    QCOMPARE(list()->model()->index(0, 0).data(WordListModel::WordIndexRole).toInt(), 3);
    view_->setFilter(HandwritingView::AllWords);
    view_->setFilterText("abcde");
    QCOMPARE(list()->model()->rowCount(), 1);
    view_->setFilterText("");
    QCOMPARE(list()->model()->rowCount(), 4);
    // Labelling a word inside the "Unlabelled" filter does not make it vanish mid-typing.
    view_->setFilter(HandwritingView::UnlabelledWords);
    view_->setCurrentWord(0);
    list()->setFocus();
    QTest::keyClicks(list(), "q");
    QCOMPARE(view_->currentWord(), 0);
    QCOMPARE(list()->model()->rowCount(), 2);
  }

  void referenceCheckingMarksUnlabelledMistakes() {
    // Word 2's file letters are {2, 3}; its prediction {2, 9} is wrong on the second letter.
    view_->model()->setPredictions({{0, 1, 2}, {1, 2, 3, 4, 5}, {2, 9}, {3, 4, 5, 6}});
    QVERIFY(!view_->model()->isWrong(2, 1));
    view_->setFilter(HandwritingView::ErrorWords);
    QCOMPARE(list()->model()->rowCount(), 0);
    view_->model()->setCheckReference(true);
    QVERIFY(view_->model()->isWrong(2, 1));
    QVERIFY(!view_->model()->isWrong(2, 0));
    view_->setFilter(HandwritingView::ErrorWords);
    QCOMPARE(list()->model()->rowCount(), 1);
    // A user label overrides the file's letter.
    view_->model()->setUserLabels(2, {2, 9});
    QVERIFY(!view_->model()->isWrong(2, 1));
  }

  void clickPicksALetter() {
    const QModelIndex second = list()->model()->index(1, 0);
    const QRect row = list()->visualRect(second);
    const QPoint at = WordDelegate::letterRect(row, 2).center();
    QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(view_->currentWord(), 1);
    QCOMPARE(view_->cursorLetter(), 2);
    QTest::keyClicks(list(), "m");
    QCOMPARE(view_->model()->userLabels(1)[2], 12);
    // Beside the letters: the word from its first unlabelled letter, and typing fills this word
    // before it runs on into the next (it used to overwrite the last letter and spill over).
    const QPoint beyond(WordDelegate::letterRect(row, 4).right() + 120, at.y());
    QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, beyond);
    QCOMPARE(view_->currentWord(), 1);
    QCOMPARE(view_->cursorLetter(), 0);
    QTest::keyClicks(list(), "ab");
    QCOMPARE(view_->model()->userLabels(1)[0], 0);
    QCOMPARE(view_->model()->userLabels(1)[1], 1);
    QCOMPARE(view_->model()->userLabels(1)[2], 12);  // typed before, kept
    QCOMPARE(view_->currentWord(), 1);
    if (qEnvironmentVariableIsSet("M3_SCREENSHOT_DIR")) {
      view_->model()->setPredictions({{0, 0, 0}, {0, 1, 2, 3, 4}, {0, 0}, {5, 0, 0, 0}});
      view_->grab().save(qEnvironmentVariable("M3_SCREENSHOT_DIR") + "/handwriting_view.png");
    }
  }
};

QTEST_MAIN(TestHandwritingView)
#include "test_handwriting_view.moc"
