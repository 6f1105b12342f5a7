// Compiler test style: custom TextOutputStream targets and TextOutputStreamable values with print(to:)
struct LineCollector: TextOutputStream {
    var lines: [String] = []
    var pending = ""
    mutating func write(_ string: String) {
        for ch in string {
            if ch == "\n" {
                lines.append(pending)
                pending = ""
            } else {
                pending.append(ch)
            }
        }
    }
}

struct WriteCounter: TextOutputStream {
    var calls: [String] = []
    mutating func write(_ string: String) { calls.append(string) }
}

struct Matrix: TextOutputStreamable {
    let rows: [[Int]]
    func write<Target: TextOutputStream>(to target: inout Target) {
        for row in rows {
            target.write(row.map(String.init).joined(separator: " "))
            target.write("\n")
        }
    }
}

var collector = LineCollector()
print("alpha", "beta", separator: "-", to: &collector)
print(1, 2, 3, separator: ", ", terminator: "; ", to: &collector)
print("tail", to: &collector)
print(Matrix(rows: [[1, 2], [3, 4]]), terminator: "", to: &collector)
debugPrint("quoted", to: &collector)
print("collected \(collector.lines.count) lines, pending '\(collector.pending)'")
for (index, line) in collector.lines.enumerated() {
    print("\(index): \(line)")
}

var counter = WriteCounter()
print("a", "b", to: &counter)
print(counter.calls.map { $0 == "\n" ? "\\n" : $0 })

var text = ""
print("into", "string", separator: "_", to: &text)
Matrix(rows: [[7, 8, 9]]).write(to: &text)
"direct".write(to: &text)
print(text.split(separator: "\n", omittingEmptySubsequences: false))
print(Matrix(rows: [[5], [6]]))
// expect: collected 5 lines, pending ''
// expect: 0: alpha-beta
// expect: 1: 1, 2, 3; tail
// expect: 2: 1 2
// expect: 3: 3 4
// expect: 4: "quoted"
// expect: ["", "a", " ", "b", "\\n"]
// expect: ["into_string", "7 8 9", "direct"]
// expect: 5
// expect: 6
// expect:
