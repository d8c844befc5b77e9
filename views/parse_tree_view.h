#pragma once
// The Sentences workbench's drawing of one parse tree: the words along the bottom, each word's
// tag right above it, and the constituents above them by depth, joined by lines. Brackets can be
// marked in a colour (a prediction's wrong brackets in red, the ones it missed in orange), and a
// tree that is only a suggestion is drawn faded. In an editable view the user selects words by
// dragging across them (Shift+click extends), or a constituent or tag by clicking its label;
// the selection is what the panel's bracket edits act on. The widget is as large as its tree:
// put it in a scroll area.
#include <QColor>
#include <QWidget>
#include <optional>
#include <vector>

#include "parsing/tree_edit.h"

namespace m3 {

class ParseTreeView : public QWidget {
  Q_OBJECT
 public:
  explicit ParseTreeView(QWidget* parent = nullptr);

  // Shows `tree` (a copy), or with nullptr `message` instead. Clears the selection and marks.
  void setTree(const ParseTree* tree, const QString& message = {});
  bool hasTree() const { return tree_.has_value(); }
  void setEditable(bool on) { editable_ = on; }
  void setFaded(bool on);
  // Draws the labels of the constituents at `paths` on `colour`.
  void setMarks(const std::vector<TreePath>& paths, const QColor& colour);

  // The selected words ({0, 0}: none); a selected node selects its words too.
  WordSpan selectedSpan() const { return span_; }
  const std::optional<TreePath>& selectedNode() const { return node_; }
  void selectSpan(WordSpan span);
  void selectNode(const TreePath& path);
  void clearSelection();

  // Where things are drawn, for tests and tool tips (widget coordinates).
  QPoint wordPosition(int word) const;
  QPoint labelPosition(const TreePath& path) const;  // an invalid point for no such node

  QSize sizeHint() const override { return minimumSize(); }

 signals:
  void selectionChanged();

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;

 private:
  struct DrawnNode {
    TreePath path;
    QString label;
    QRectF box;        // around the label
    int parent = -1;   // index in nodes_, -1 for the root
    bool marked = false;
    bool preterminal = false;
  };
  void layOut();
  int wordAt(const QPoint& point) const;  // the word under a point's x, -1 outside
  int nodeAt(const QPoint& point) const;

  std::optional<ParseTree> tree_;
  QString message_;
  std::vector<DrawnNode> nodes_;
  std::vector<QRectF> words_;
  std::vector<QString> wordTexts_;
  QColor markColour_;
  bool editable_ = false, faded_ = false;
  WordSpan span_;
  std::optional<TreePath> node_;
  int anchor_ = -1;  // the word a drag started on
  double wordBandTop_ = 0;  // clicks below this (tags and words) select words
};

}  // namespace m3
