#pragma once
// The one undoable label edit of every workbench: "replace the labels of these keys by these
// values" (a word's letters, a stroke's points or pixels, a protein's bonds, an item's label
// set). It remembers the values it replaced, so undo restores them, and reports every value it
// writes (do, undo, redo) to the document's labelsEdited(record) signal, which the shell
// appends to the crash-recovery journal; replaying the records in order rebuilds the labels.
//
// A Store describes one workbench's labels (the concept LabelStore states it):
//   Document* document      whose labelsEdited(record) signal reports every write
//   Key, Value              what one edit replaces (a word, a protein; its letters, its bonds)
//   kMergeId                -1, or an id: consecutive edits of one key merge into one undo step
//   read(key), write(key, value)
//   record(key, value)      the journal record of a write
//   parse(record, &key, &value, &error)  its inverse for replay: false for a record that does
//                           not fit the open data
//   labelledKeys()          (where projects keep labels as records) the keys that have one
#include <QJsonObject>
#include <QString>
#include <QUndoCommand>
#include <QUndoStack>
#include <concepts>
#include <optional>
#include <utility>
#include <vector>

namespace m3 {

template <class S>
concept LabelStore = requires(const S store, const typename S::Key& key,
                              const typename S::Value& value, const QJsonObject& record,
                              typename S::Key* parsedKey, typename S::Value* parsedValue,
                              QString* error) {
  typename S::Document;
  { S::kMergeId } -> std::convertible_to<int>;
  { store.document } -> std::convertible_to<typename S::Document*>;
  { store.read(key) } -> std::convertible_to<typename S::Value>;
  store.write(key, value);
  { store.record(key, value) } -> std::same_as<QJsonObject>;
  { store.parse(record, parsedKey, parsedValue, error) } -> std::same_as<bool>;
};

template <LabelStore Store>
class ReplaceLabelsCommand : public QUndoCommand {
 public:
  using Key = typename Store::Key;
  using Value = typename Store::Value;

  ReplaceLabelsCommand(Store store, Key key, Value after, const QString& text,
                       QUndoCommand* parent = nullptr)
      : QUndoCommand(text, parent),
        store_(std::move(store)),
        key_(std::move(key)),
        before_(store_.read(key_)),
        after_(std::move(after)) {}

  void undo() override { apply(before_); }
  void redo() override { apply(after_); }
  int id() const override { return Store::kMergeId; }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* next = static_cast<const ReplaceLabelsCommand*>(other);
    if (!(next->key_ == key_)) return false;
    after_ = next->after_;
    return true;
  }

 private:
  void apply(const Value& value) {
    store_.write(key_, value);
    emit store_.document->labelsEdited(store_.record(key_, value));
  }

  Store store_;
  Key key_;
  Value before_, after_;
};

// "Use File Labels" and "Clear Your Labels" of every item list: gives each of `keys` the value
// `valueOf(key)` (std::nullopt: nothing to give, as for an item the file leaves unlabelled) as one
// undo step named `text(changed)`. Keys that have their value already are left alone, and
// nothing is pushed when none changes (an empty step would only drop the redo history).
// Returns how many changed.
template <LabelStore Store, class ValueOf, class Text>
int replaceLabelsInOneStep(const Store& store, const std::vector<typename Store::Key>& keys,
                           ValueOf valueOf, Text text) {
  std::vector<std::pair<typename Store::Key, typename Store::Value>> changes;
  for (const auto& key : keys) {
    std::optional<typename Store::Value> value = valueOf(key);
    if (value && !(store.read(key) == *value)) changes.emplace_back(key, std::move(*value));
  }
  if (changes.empty()) return 0;
  QUndoStack* undo = store.document->undoStack();
  undo->beginMacro(text(static_cast<int>(changes.size())));
  for (auto& [key, value] : changes)
    undo->push(new ReplaceLabelsCommand<Store>(store, key, std::move(value), QString()));
  undo->endMacro();
  return static_cast<int>(changes.size());
}

// Replays a journal record through a Store; false with *error when it does not fit the data.
template <LabelStore Store>
bool replayLabelRecord(const Store& store, const QJsonObject& record, QString* error) {
  typename Store::Key key;
  typename Store::Value value;
  if (!store.parse(record, &key, &value, error)) return false;
  store.write(key, value);
  return true;
}

}  // namespace m3
