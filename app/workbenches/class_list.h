#pragma once
// The class list of every labelling sidebar (Terrain, Image Regions, Graphs): one row per
// class with its key apart from its name (WebKB's class "0" sits on key 1, and the list shows
// both), its colour from the one palette, and one rule for the keys: 1-9 name the first nine
// classes, 0 names "no label". Panels differ only in what a chosen class does (a brush, or
// the label of the selected items) and in the options below.
#include <QStringList>
#include <QTreeWidget>

#include "class_colour.h"

class QKeyEvent;

namespace m3 {

class ClassList : public QTreeWidget {
  Q_OBJECT
 public:
  struct Options {
    bool hideable = false;   // a tick per class; unticked classes are hidden in the view
    bool renamable = false;  // double-click or F2 renames a class
    QString eraser;          // when set: a last row (key 0) that paints "no label"
    // true: the chosen row is the brush and stays marked (Terrain, Regions); false: a click
    // applies the class to the selected items and no row stays marked (Graphs).
    bool brush = true;
  };
  // What classOfKey returns for a key that names no class.
  static constexpr int kNoClass = -2;

  ClassList(const Options& options, QWidget* parent);

  // The classes in order, class k coloured colours[k] (classColour(k) beyond them).
  void setClasses(const QStringList& names, const ClassPalette& colours);
  int classCount() const { return static_cast<int>(names_.size()); }
  // The chosen class, kUnlabelled for the eraser row; chooses without emitting classChosen.
  int currentClass() const;
  void setCurrentClass(int k);
  // Whether class k is ticked (always true without Options::hideable).
  bool isShown(int k) const;
  // The class an unmodified (or keypad) key press names: 1-9 the first nine classes, 0 no
  // label (kUnlabelled); kNoClass for any other key or a key beyond the classes.
  static int classOfKey(const QKeyEvent* key, int classCount);

 signals:
  void classChosen(int k);  // by click or arrow keys; kUnlabelled for the eraser
  void renamed(int k, const QString& name);
  void visibilityChanged();

 private:
  Options options_;
  QStringList names_;
};

}  // namespace m3
