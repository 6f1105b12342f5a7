// Compiler test style: TextOutputStream with print(_:to:), debugPrint(_:to:) and dump(_:to:)
struct Collector: TextOutputStream {
  var chunks: [String] = []
  mutating func write(_ string: String) {
    chunks.append(string)
  }
}

struct Upper: TextOutputStream {
  var text = ""
  mutating func write(_ string: String) { text += string.uppercased() }
}

var c = Collector()
print("hello", to: &c)
print(1, 2, separator: "+", terminator: "=3", to: &c)
debugPrint("q", to: &c)
print(c.chunks)
print(c.chunks.joined())

var u = Upper()
print("abc", [1], to: &u)
debugPrint("x", Optional(2), to: &u)
print(u.text, terminator: "")

struct P { var a: Int; var b: String }
var s = ""
print(P(a: 1, b: "z"), to: &s)
dump(P(a: 2, b: "y"), to: &s)
print(s, terminator: "")
print(s.count)

var s2 = ""
"direct".write(to: &s2)
Character("!").write(to: &s2)
s2.write("?")
print(s2)
// expect: ["", "hello", "\n", "", "1", "+", "2", "=3", "", "\"q\"", "\n"]
// expect: hello
// expect: 1+2=3"q"
// expect:
// expect: ABC [1]
// expect: "X" OPTIONAL(2)
// expect: P(a: 1, b: "z")
// expect: ▿ main.P
// expect:   - a: 2
// expect:   - b: "y"
// expect: 45
// expect: direct!?
