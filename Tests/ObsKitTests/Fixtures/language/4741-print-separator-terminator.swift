// Compiler test style: print with separator and terminator
// Checks print with multiple items, custom separators (empty, multi-char,
// newline), custom terminators (empty, multi-char), printing zero items,
// printing into a String target, and variadic forwarding via an array.

print(1, 2, 3)
print("a", "b", separator: "")
print("x", "y", "z", separator: ", ")
print(1, "two", 3.0, true, separator: " | ")
print("no newline", terminator: "")
print(" <- continued")
print("a", "b", separator: "-", terminator: "!\n")
print()
print("after empty line")
print("multi", "line", separator: "\n")
print("end", terminator: "\n\n")
print("after double newline")

// Empty terminator builds one line out of several prints.
for i in 1...5 {
  print(i, terminator: i < 5 ? "," : "\n")
}

// Separator only appears between items.
print("only", separator: "XXX")

// Mixed kinds of items.
struct P { var v: Int }
enum E { case k }
print(P(v: 1), E.k, [1], (2, 3), Optional(4) as Any, separator: "; ")

// Printing to a String.
var out = ""
print("first", to: &out)
print("second", "third", separator: "+", terminator: ".", to: &out)
print(out.debugDescription)

// A custom TextOutputStream.
struct Upper: TextOutputStream {
  var text = ""
  mutating func write(_ string: String) {
    text += string.uppercased()
  }
}
var up = Upper()
print("hello", "world", to: &up)
print(up.text, terminator: "")

// Counting the writes a print makes.
struct Counting: TextOutputStream {
  var pieces: [String] = []
  mutating func write(_ string: String) { pieces.append(string) }
}
var cnt = Counting()
print("a", "b", "c", separator: "-", to: &cnt)
print(cnt.pieces.joined(), cnt.pieces.joined().count)

// Forwarding a list of items.
func log(_ items: Any..., sep: String = " ") {
  let text = items.map { "\($0)" }.joined(separator: sep)
  print("[log]", text)
}
log(1, "x", 2.5)
log("a", "b", sep: "/")
log()

// Strings containing the separator.
print("a,b", "c", separator: ",")
// Unicode separator and terminator.
print("α", "β", separator: "→", terminator: "✓\n")

// expect: 1 2 3
// expect: ab
// expect: x, y, z
// expect: 1 | two | 3.0 | true
// expect: no newline <- continued
// expect: a-b!
// expect:
// expect: after empty line
// expect: multi
// expect: line
// expect: end
// expect:
// expect: after double newline
// expect: 1,2,3,4,5
// expect: only
// expect: P(v: 1); k; [1]; (2, 3); Optional(4)
// expect: "first\nsecond+third."
// expect: HELLO WORLD
// expect: a-b-c
// expect:  6
// expect: [log] 1 x 2.5
// expect: [log] a/b
// expect: [log] 
// expect: a,b,c
// expect: α→β✓
