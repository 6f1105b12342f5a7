// Compiler test style: custom TextOutputStream types and print(_:to:)
struct Collector: TextOutputStream {
    var lines: [String] = []
    var pending = ""
    mutating func write(_ string: String) {
        for c in string {
            if c == "\n" {
                lines.append(pending)
                pending = ""
            } else {
                pending.append(c)
            }
        }
    }
}

var collector = Collector()
print("first", "line", to: &collector)
print(1, 2, 3, separator: "-", to: &collector)
print("no newline", terminator: "", to: &collector)
print(" ...continued", to: &collector)
print(collector.lines.count, collector.pending.isEmpty)
for (i, l) in collector.lines.enumerated() {
    print("\(i): \(l)")
}

struct UppercaseStream: TextOutputStream {
    var output = ""
    mutating func write(_ string: String) {
        output += string.uppercased()
    }
}
var up = UppercaseStream()
print("make me loud", to: &up)
debugPrint("quoted", to: &up)
print(up.output, terminator: "")

struct Indenter: TextOutputStream {
    var level = 0
    var atLineStart = true
    var result = ""
    mutating func write(_ string: String) {
        for c in string {
            if atLineStart && c != "\n" {
                result += String(repeating: "  ", count: level)
                atLineStart = false
            }
            result.append(c)
            if c == "\n" { atLineStart = true }
        }
    }
}
var ind = Indenter()
print("root {", to: &ind)
ind.level += 1
print("child a", to: &ind)
print("child b {", to: &ind)
ind.level += 1
print("leaf\nleaf2", to: &ind)
ind.level -= 1
print("}", to: &ind)
ind.level -= 1
print("}", to: &ind)
print(ind.result, terminator: "")

struct Point: TextOutputStreamable {
    let x: Int, y: Int
    func write<Target: TextOutputStream>(to target: inout Target) {
        target.write("P")
        target.write("(\(x)|\(y))")
    }
}
var s = ""
Point(x: 1, y: 2).write(to: &s)
print(s)
print(Point(x: 3, y: 4))
print("pts: \(Point(x: 5, y: 6))")

var counter = CharCounter()
struct CharCounter: TextOutputStream {
    var chars = 0
    var writes = 0
    mutating func write(_ string: String) {
        chars += string.count
        writes += 1
    }
}
print("abc", "de", to: &counter)
print(counter.chars, counter.writes)

var plain = String()
print("into", "a string", separator: "_", terminator: "!", to: &plain)
dump("dumped", to: &plain)
print(plain)
var arr = [String]()
extension Array: TextOutputStream where Element == String {
    public mutating func write(_ string: String) { if !string.isEmpty { append(string) } }
}
print("x", "y", to: &arr)
print(arr)

// expect: 3 true
// expect: 0: first line
// expect: 1: 1-2-3
// expect: 2: no newline ...continued
// expect: MAKE ME LOUD
// expect: "QUOTED"
// expect: root {
// expect:   child a
// expect:   child b {
// expect:     leaf
// expect:     leaf2
// expect:   }
// expect: }
// expect: P(1|2)
// expect: P(3|4)
// expect: pts: P(5|6)
// expect: 7 5
// expect: into_a string!- "dumped"
// expect:
// expect: ["x", " ", "y", "\n"]
