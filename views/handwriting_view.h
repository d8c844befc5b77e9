#pragma once
// The handwriting workbench: a filterable list of words drawn as letter images with the
// user's labels and the model's predictions, labelled from the keyboard.
// Keys on the list: a-z label the letter under the cursor and advance (typing past the
// last letter continues in the next word); Backspace clears the label left of the cursor
// and moves there; Delete clears the label under the cursor; Shift+Delete clears the word;
// Left/Right/Home/End move the cursor; Return goes to the next word; Ctrl+Space (or '.')
// accepts the prediction for the word; Up/Down/PageUp/PageDown navigate the list. A click
// on a letter puts the cursor there.
// Edits are not applied here: labelsEdited() carries the word's labels before and after,
// and the app applies them through its undo stack (setApplyEditsDirectly for standalone use).
#include <QWidget>

#include "data/labeling.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QModelIndex;

namespace m3 {

class WordDelegate;
class WordFilterModel;
class WordListModel;

class HandwritingView : public QWidget {
  Q_OBJECT
 public:
  enum Filter { AllWords, LabelledWords, UnlabelledWords, ErrorWords };

  explicit HandwritingView(QWidget* parent = nullptr);

  WordListModel* model() const { return model_; }
  QListView* listView() const { return list_; }
  int currentWord() const;
  void setCurrentWord(int word);
  int cursorLetter() const { return cursor_; }
  void setFilter(Filter filter);
  void setFilterText(const QString& text);
  void setApplyEditsDirectly(bool on) { applyDirectly_ = on; }

 signals:
  void labelsEdited(int word, const m3::Labeling& before, const m3::Labeling& after,
                    const QString& description);
  void currentWordChanged(int word);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool handleKey(class QKeyEvent* event);
  void edit(int word, const Labeling& after, const QString& description);
  void moveCursor(int word, int letter);
  void stepWord(int direction, bool toEnd);
  void refilter();
  void updateStatus();

  WordListModel* model_;
  WordFilterModel* proxy_;
  WordDelegate* delegate_;
  QListView* list_;
  QLineEdit* filterText_;
  QComboBox* filterMode_;
  QLabel* status_;
  int cursor_ = 0;
  bool applyDirectly_ = false;
};

}  // namespace m3
