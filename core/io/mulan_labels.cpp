#include "io/mulan_labels.h"

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string>

#include "io/io_error.h"

namespace m3 {

namespace {

// A strict reader of MULAN's label file (schema mulan.sourceforge.net/labels): an optional
// XML declaration, comments and processing instructions, then the root <labels> holding
// <label name="..."> elements, empty, self-closing or nesting further labels (a hierarchy).
// XML well-formedness is checked as far as this grammar needs it (matching tags, quoted
// attributes, the five named and numeric entities, nothing after the root), so a file that
// is not a MULAN label file fails here with its own name and line instead of yielding a
// few names or none that the ARFF is then blamed for.
class MulanXmlReader {
 public:
  MulanXmlReader(const std::string& text, const std::string& path) : s_(text), path_(path) {}

  MulanLabels read() {
    MulanLabels out;
    out.path = path_;
    if (s_.empty()) throw IoError(path_ + ": empty file (not a MULAN label file)");
    if (s_.find('\0') != std::string::npos)
      throw IoError(path_ + ": binary or UTF-16 data, not a MULAN label file (UTF-8 XML expected)");
    if (s_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // UTF-8 byte order mark
    skipMisc();
    if (at("<!DOCTYPE")) fail("DOCTYPE declarations are not supported in a MULAN label file");
    if (pos_ >= s_.size()) fail("no <labels> element (not a MULAN label file)");
    if (s_[pos_] != '<') fail("not XML: expected '<labels', found " + excerpt());
    const int rootLine = line_;
    const Tag root = startTag();
    if (root.name != "labels")
      fail("the root element is <" + root.name + ">, expected <labels> (not a MULAN label file)");
    for (const auto& [name, value] : root.attributes)
      if (!isNamespaceAttribute(name)) fail("unexpected attribute '" + name + "' of <labels>");
    if (!root.selfClosing) content("labels", rootLine, 0, out);
    skipMisc();
    if (pos_ < s_.size()) fail("unexpected " + excerpt() + " after </labels>");
    if (out.names.empty()) throw IoError(path_ + ": no <label name=\"...\"> declarations (not a MULAN label file?)");
    return out;
  }

 private:
  struct Tag {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes;
    bool selfClosing = false;
  };

  [[noreturn]] void fail(const std::string& what) const {
    throw IoError(path_ + ":" + std::to_string(line_) + ": " + what);
  }
  bool at(const char* text) const { return s_.compare(pos_, std::strlen(text), text) == 0; }
  void advance(std::size_t n) {
    for (; n > 0 && pos_ < s_.size(); --n) line_ += s_[pos_++] == '\n';
  }
  static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
  void skipSpace() {
    while (pos_ < s_.size() && isSpace(s_[pos_])) advance(1);
  }
  // What stands at the current position, for a message (a binary file must not flood it).
  std::string excerpt() const {
    if (pos_ >= s_.size()) return "the end of the file";
    std::string e;
    for (std::size_t k = pos_; k < s_.size() && k < pos_ + 20 && s_[k] != '\n' && s_[k] != '\r'; ++k)
      e += std::isprint(static_cast<unsigned char>(s_[k])) ? s_[k] : '?';
    return "'" + e + "'";
  }
  static bool isNamespaceAttribute(const std::string& name) {
    return name == "xmlns" || name.find(':') != std::string::npos;  // xmlns:x, xsi:schemaLocation
  }
  // Skips "<!-- ... -->" or "<? ... ?>" starting at pos_.
  void skipUntil(const char* end, const char* what) {
    const std::size_t stop = s_.find(end, pos_);
    if (stop == std::string::npos) fail(std::string("unterminated ") + what);
    advance(stop + std::strlen(end) - pos_);
  }
  void skipMisc() {
    for (;;) {
      skipSpace();
      if (at("<!--")) skipUntil("-->", "comment");
      else if (at("<?")) skipUntil("?>", "processing instruction");
      else return;
    }
  }
  std::string name() {
    const auto first = [](unsigned char c) { return std::isalpha(c) || c == '_' || c == ':' || c >= 0x80; };
    std::string n;
    while (pos_ < s_.size()) {
      const auto c = static_cast<unsigned char>(s_[pos_]);
      if (!(first(c) || (!n.empty() && (std::isdigit(c) || c == '-' || c == '.')))) break;
      n += s_[pos_];
      advance(1);
    }
    return n;
  }
  // A code point as UTF-8 (numeric character references).
  static void appendUtf8(std::string& out, unsigned long c) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | c >> 6);
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | c >> 12);
      out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | c >> 18);
      out += static_cast<char>(0x80 | (c >> 12 & 0x3F));
      out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  void entity(std::string& out) {
    const std::size_t semi = s_.find(';', pos_);
    if (semi == std::string::npos || semi - pos_ > 12) fail("bare '&' (write &amp;)");
    const std::string e = s_.substr(pos_ + 1, semi - pos_ - 1);
    static const std::map<std::string, char> kNamed = {
        {"lt", '<'}, {"gt", '>'}, {"amp", '&'}, {"quot", '"'}, {"apos", '\''}};
    if (const auto it = kNamed.find(e); it != kNamed.end()) {
      out += it->second;
    } else if (e.size() > 1 && e[0] == '#') {
      const bool hex = e[1] == 'x';
      unsigned long c = 0;
      const char* first = e.data() + (hex ? 2 : 1);
      const auto [ptr, ec] = std::from_chars(first, e.data() + e.size(), c, hex ? 16 : 10);
      if (ptr == first || ec != std::errc() || ptr != e.data() + e.size() || c == 0 || c > 0x10FFFF ||
          (c >= 0xD800 && c <= 0xDFFF))
        fail("bad character reference '&" + e + ";'");
      appendUtf8(out, c);
    } else {
      fail("unknown entity '&" + e + ";'");
    }
    advance(semi + 1 - pos_);
  }
  std::string attributeValue(const std::string& attribute) {
    const char quote = pos_ < s_.size() ? s_[pos_] : '\0';
    if (quote != '"' && quote != '\'') fail("the value of attribute '" + attribute + "' must be quoted");
    advance(1);
    std::string v;
    for (;;) {
      if (pos_ >= s_.size()) fail("unterminated value of attribute '" + attribute + "'");
      const char c = s_[pos_];
      if (c == quote) break;
      if (c == '<') fail("'<' in the value of attribute '" + attribute + "' (write &lt;)");
      if (c == '&') {
        entity(v);
      } else {
        v += c;
        advance(1);
      }
    }
    advance(1);
    return v;
  }
  // At '<' of a start tag; reads it up to and including '>' or '/>'.
  Tag startTag() {
    advance(1);
    Tag tag;
    tag.name = name();
    if (tag.name.empty()) fail("expected an element name after '<', found " + excerpt());
    for (;;) {
      const std::size_t before = pos_;
      skipSpace();
      if (at("/>") || at(">")) {
        tag.selfClosing = at("/>");
        advance(tag.selfClosing ? 2 : 1);
        return tag;
      }
      if (pos_ >= s_.size()) fail("the file ends inside the <" + tag.name + "> tag");
      const std::string attribute = pos_ > before ? name() : std::string();
      if (attribute.empty()) fail("unexpected " + excerpt() + " in the <" + tag.name + "> tag");
      skipSpace();
      if (!at("=")) fail("attribute '" + attribute + "' of <" + tag.name + "> lacks '=' and a value");
      advance(1);
      skipSpace();
      for (const auto& a : tag.attributes)
        if (a.first == attribute) fail("attribute '" + attribute + "' repeated in <" + tag.name + ">");
      tag.attributes.emplace_back(attribute, attributeValue(attribute));
    }
  }
  // The children of <parent> (opened on line openLine) up to its end tag.
  void content(const std::string& parent, int openLine, int depth, MulanLabels& out) {
    // Real hierarchies are a few levels deep; the bound keeps a hostile file off the stack.
    if (depth > 64) fail("labels nested more than 64 deep");
    for (;;) {
      skipMisc();
      if (pos_ >= s_.size())
        fail("the file ends inside <" + parent + "> (opened on line " + std::to_string(openLine) + ")");
      if (s_[pos_] != '<') fail("unexpected text " + excerpt() + " inside <" + parent + ">");
      if (at("</")) {
        advance(2);
        const std::string closing = name();
        if (closing != parent)
          fail("</" + closing + "> does not close <" + parent + "> (opened on line " + std::to_string(openLine) + ")");
        skipSpace();
        if (!at(">")) fail("expected '>' after </" + closing);
        advance(1);
        return;
      }
      if (at("<!")) fail("unexpected " + excerpt() + " inside <" + parent + ">");
      const int tagLine = line_;
      const Tag tag = startTag();
      if (tag.name != "label")
        fail("unexpected element <" + tag.name + "> inside <" + parent + "> (only <label> elements belong there)");
      const std::string* labelName = nullptr;
      for (const auto& [attribute, value] : tag.attributes) {
        if (attribute == "name") labelName = &value;
        else if (!isNamespaceAttribute(attribute)) fail("unexpected attribute '" + attribute + "' of <label>");
      }
      if (!labelName) fail("<label> without a name attribute");
      if (labelName->empty()) fail("<label> with an empty name");
      if (!isUtf8(*labelName))
        fail("the label name " + quotedToken(*labelName) + " is not UTF-8 text");
      for (std::size_t k = 0; k < out.names.size(); ++k)
        if (out.names[k] == *labelName)
          fail("label '" + *labelName + "' declared twice (also on line " + std::to_string(out.lines[k]) + ")");
      out.names.push_back(*labelName);
      out.lines.push_back(tagLine);
      if (!tag.selfClosing) content("label", tagLine, depth + 1, out);
    }
  }

  const std::string& s_;
  const std::string& path_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

}  // namespace

MulanLabels parseMulanLabels(const std::string& text, const std::string& source) {
  return MulanXmlReader(text, source).read();  // the reader keeps a reference to text
}

MulanLabels readMulanLabels(const std::string& xmlPath) { return parseMulanLabels(readFileMaybeGzip(xmlPath), xmlPath); }

std::vector<std::string> readMulanLabelNames(const std::string& xmlPath) { return readMulanLabels(xmlPath).names; }

}  // namespace m3
