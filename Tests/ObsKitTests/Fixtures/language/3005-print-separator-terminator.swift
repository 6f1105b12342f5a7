// Compiler test style: print(_:separator:terminator:) variations
print(1, 2, 3)
print(1, 2, 3, separator: ", ")
print("a", "b", separator: "")
print("no newline", terminator: "")
print(" continued")
print("x", "y", separator: "-", terminator: "!\n")
print()
print("after empty")
print(separator: "|")
print("one", terminator: "|")
print("two", terminator: "|")
print("three")
let items: [Any] = [1, "two", 3.0]
print(items)
print(1, "two", 3.0, [4], separator: " / ")
debugPrint("a", 1, separator: " + ")
debugPrint("q", terminator: ";")
debugPrint("r")
print("multi\nline", "end", separator: "\n")
let words = ["alpha", "beta", "gamma"]
for (i, w) in words.enumerated() {
  print(w, terminator: i == words.count - 1 ? "\n" : ", ")
}
print("", "lead")
print("tab", "sep", separator: "\t")
print(Optional(1) as Any, nil as Int? as Any, separator: ":")
print("end", terminator: "")
// expect: 1 2 3
// expect: 1, 2, 3
// expect: ab
// expect: no newline continued
// expect: x-y!
// expect:
// expect: after empty
// expect:
// expect: one|two|three
// expect: [1, "two", 3.0]
// expect: 1 / two / 3.0 / [4]
// expect: "a" + 1
// expect: "q";"r"
// expect: multi
// expect: line
// expect: end
// expect: alpha, beta, gamma
// expect:  lead
// expect: tab	sep
// expect: Optional(1):nil
// expect: end
