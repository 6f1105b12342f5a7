// Swift book style (copy-on-write): standard collections copy lazily; inspecting behaviour through values
var original = [1, 2, 3]
var copy = original
copy.append(4)
print(original, copy)

var dict = ["a": 1]
var dictCopy = dict
dictCopy["b"] = 2
print(dict.count, dictCopy.count)

var text = "swift"
var textCopy = text
textCopy += "!"
print(text, textCopy)

struct Document {
    var lines: [String]
    var title: String
}
var d1 = Document(lines: ["one"], title: "A")
var d2 = d1
d2.lines.append("two")
d2.title = "B"
print(d1.lines, d1.title)
print(d2.lines, d2.title)

var nested = [[1], [2, 3]]
var nestedCopy = nested
nestedCopy[1].append(4)
print(nested, nestedCopy)

var set: Set<Int> = [1]
var setCopy = set
setCopy.insert(2)
print(set.sorted(), setCopy.sorted())
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: 1 2
// expect: swift swift!
// expect: ["one"] A
// expect: ["one", "two"] B
// expect: [[1], [2, 3]] [[1], [2, 3, 4]]
// expect: [1] [1, 2]
