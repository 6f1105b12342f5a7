// Compiler test style: print with custom separators and terminators, variadic forwarding and output streams
print("a", "b", "c", separator: "-")
print(1, 2.5, true, "x", separator: ", ", terminator: " <end>\n")
print("no newline", terminator: "")
print(" ... continued")
print(separator: "|")
print("", "", separator: "|")
print([1, 2], (3, 4), Optional(5) as Any, separator: " ; ")
for i in 1...3 {
    print(i, terminator: i < 3 ? "," : "\n")
}

func log(_ items: Any..., prefix: String = ">>") {
    let body = items.map { "\($0)" }.joined(separator: " ")
    print(prefix, body)
}
log("x", 1, [2])
log(prefix: "!!")

struct Collector: TextOutputStream {
    var lines: [String] = []
    mutating func write(_ string: String) {
        if string == "\n" { return }
        lines.append(string)
    }
}
var c = Collector()
print("first", 1, to: &c)
print("second", "third", separator: "+", to: &c)
debugPrint("quoted", 2, to: &c)
print(c.lines.count, c.lines)

var s = ""
print("into", "string", separator: "_", terminator: "#", to: &s)
print(3, to: &s)
debugPrint(s)
print(s.count, s.hasSuffix("\n"))

// expect: a-b-c
// expect: 1, 2.5, true, x <end>
// expect: no newline ... continued
// expect: 
// expect: |
// expect: [1, 2] ; (3, 4) ; Optional(5)
// expect: 1,2,3
// expect: >> x 1 [2]
// expect: !! 
// expect: 12 ["", "first", " ", "1", "", "second", "+", "third", "", "\"quoted\"", " ", "2"]
// expect: "into_string#3\n"
// expect: 14 true
