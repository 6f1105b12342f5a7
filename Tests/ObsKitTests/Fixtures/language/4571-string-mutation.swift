// Swift book style: mutating strings with append, insert, remove and replaceSubrange
var variableString = "Horse"
variableString += " and carriage"
print(variableString)

var s = "abc"
s.append("d")
s.append(contentsOf: "ef")
s += String(["g", "h"])
print(s, s.count)

let exclamationMark: Character = "!"
var welcome = "hello there"
welcome.append(exclamationMark)
print(welcome)

s.insert("X", at: s.startIndex)
s.insert(contentsOf: "YY", at: s.index(s.startIndex, offsetBy: 3))
print(s)

let removed = s.remove(at: s.startIndex)
print(removed, s)
s.removeFirst()
s.removeLast(2)
print(s)

if let yy = s.firstIndex(of: "Y") {
    let end = s.index(yy, offsetBy: 2)
    s.replaceSubrange(yy..<end, with: "--")
}
print(s)

var sentence = "The cat sat on the mat"
func replaceAll(_ text: inout String, _ target: String, with replacement: String) -> Int {
    var count = 0
    var result = ""
    var i = text.startIndex
    while i < text.endIndex {
        if text[i...].hasPrefix(target) {
            result += replacement
            i = text.index(i, offsetBy: target.count)
            count += 1
        } else {
            result.append(text[i])
            i = text.index(after: i)
        }
    }
    text = result
    return count
}
let n = replaceAll(&sentence, "at", with: "og")
print(n, sentence)

var letters = "a-b-c-d"
letters.removeAll { $0 == "-" }
print(letters)

var spaces = "   padded   "
while spaces.first == " " { spaces.removeFirst() }
while spaces.last == " " { spaces.removeLast() }
print("[\(spaces)]")

var buffer = ""
buffer.reserveCapacity(32)
for i in 0..<5 {
    buffer.write("\(i)")
    if i < 4 { buffer.write(",") }
}
print(buffer)

var text = "hello world"
if let space = text.firstIndex(of: " ") {
    text.replaceSubrange(text.startIndex..<space, with: "goodbye cruel")
}
print(text)
text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: 8))
print(text)

var collected = ""
for word in ["one", "two", "three"] {
    if !collected.isEmpty { collected += ", " }
    collected += word
}
print(collected)

var stack = "abc"
var popped: [Character] = []
while let last = stack.popLast() {
    popped.append(last)
}
print(popped, stack.isEmpty)

var numberLine = ""
for i in stride(from: 10, through: 0, by: -2) {
    print(i, terminator: i == 0 ? "\n" : " ")
    numberLine += String(i)
}
print(numberLine)

// expect: Horse and carriage
// expect: abcdefgh 8
// expect: hello there!
// expect: XabYYcdefgh
// expect: X abYYcdefgh
// expect: bYYcdef
// expect: b--cdef
// expect: 3 The cog sog on the mog
// expect: abcd
// expect: [padded]
// expect: 0,1,2,3,4
// expect: goodbye cruel world
// expect: cruel world
// expect: one, two, three
// expect: ["c", "b", "a"] true
// expect: 10 8 6 4 2 0
// expect: 1086420
