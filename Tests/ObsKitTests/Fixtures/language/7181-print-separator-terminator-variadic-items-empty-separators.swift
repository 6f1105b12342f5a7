// Standard library API style (print): print(_:separator:terminator:) with variadic items, empty separators, custom terminators, and print(to:) into a String
print("a", "b", "c")
print("a", "b", "c", separator: "")
print("a", "b", "c", separator: ", ")
print("x", 1, 2.5, true, separator: " | ")
print("no newline", terminator: "")
print(" <- continued")
print("custom end", terminator: "!\n")
print(terminator: "")
print()
print("after empty print")
print("multi", "terminator", separator: "-", terminator: "==\n")
print(1, 2, 3, separator: "\n")
print([1, 2], [3], separator: " + ")
print("tab", "sep", separator: "\t")
var log = ""
print("first", to: &log)
print("second", "third", separator: "/", to: &log)
print("no end", terminator: "", to: &log)
print("log:", log.debugDescription)
print("log lines:", log.split(separator: "\n").count)
debugPrint("q", 1, separator: ";", terminator: ".\n")
var debugLog = ""
debugPrint("d", [Character("c")], to: &debugLog)
print("debugLog:", debugLog.debugDescription)
struct Upper: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) { text += string.uppercased() }
}
var up = Upper()
print("shout", 42, to: &up)
print("upper stream:", up.text.debugDescription)
let items: [Any] = ["mixed", 3, Optional<Int>.none as Any, [1]]
print(items)
for (i, item) in items.enumerated() {
    print(i, item, separator: ":", terminator: i == items.count - 1 ? "\n" : " ")
}
let parts = ["join", "me"]
print(parts.joined(separator: " "), parts.count, separator: " #")
print("", "", separator: "[]")
print("unicode sep", "ok", separator: " → ")

// expect: a b c
// expect: abc
// expect: a, b, c
// expect: x | 1 | 2.5 | true
// expect: no newline <- continued
// expect: custom end!
// expect:
// expect: after empty print
// expect: multi-terminator==
// expect: 1
// expect: 2
// expect: 3
// expect: [1, 2] + [3]
// expect: tab	sep
// expect: log: "first\nsecond/third\nno end"
// expect: log lines: 3
// expect: "q";1.
// expect: debugLog: "\"d\" [\"c\"]\n"
// expect: upper stream: "SHOUT 42\n"
// expect: ["mixed", 3, nil, [1]]
// expect: 0:mixed 1:3 2:nil 3:[1]
// expect: join me #2
// expect: []
// expect: unicode sep → ok
