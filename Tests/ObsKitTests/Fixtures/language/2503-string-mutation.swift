// Compiler test style: in-place String mutation through inout, struct fields, arrays and dictionaries
func shout(_ s: inout String) {
  s = s.uppercased()
  s.append("!")
}

struct Document {
  var title: String
  var lines: [String]
}

var doc = Document(title: "notes", lines: ["first line", "second"])
shout(&doc.title)
doc.lines[1] += " line"
doc.lines[0].insert("*", at: doc.lines[0].startIndex)
doc.lines.append("third")
shout(&doc.lines[2])
print(doc.title)
for line in doc.lines { print(line) }

var word = "racecar"
let removed = word.remove(at: word.index(word.startIndex, offsetBy: 3))
print(removed, word)
word.removeLast(2)
word.removeFirst()
print(word)
word.replaceSubrange(word.startIndex..<word.index(after: word.startIndex), with: "XY")
print(word)

var snapshot = word
word += "-tail"
print(snapshot, word)

var labels: [String: String] = ["k": "v"]
labels["k"]!.append("alue")
labels["k", default: ""] += "s"
labels["missing", default: "new"].append("er")
print(labels.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var chars = Array("hello")
chars[0] = "j"
chars.swapAt(1, 4)
print(String(chars))

var sentence = ""
for (i, w) in ["one", "two", "three"].enumerated() {
  if i > 0 { sentence.write(", ") }
  sentence.write(w)
}
print(sentence)
// expect: NOTES!
// expect: *first line
// expect: second line
// expect: THIRD!
// expect: e raccar
// expect: acc
// expect: XYcc
// expect: XYcc XYcc-tail
// expect: ["k=values", "missing=newer"]
// expect: jolle
// expect: one, two, three
