// Sundell style (subscripts with default arguments): subscripts taking labels and defaults
import Foundation

struct Text {
    var lines: [String]

    subscript(line line: Int, trimmed trimmed: Bool = false) -> String {
        let raw = line < lines.count ? lines[line] : ""
        return trimmed ? raw.trimmingCharacters(in: .whitespaces) : raw
    }

    subscript(safe index: Int, default fallback: String = "<none>") -> String {
        lines.indices.contains(index) ? lines[index] : fallback
    }
}

let t = Text(lines: ["  hello ", "world", "  swift"])
print("[\(t[line: 0])]")
print("[\(t[line: 0, trimmed: true])]")
print("[\(t[line: 2, trimmed: true])]")
print(t[safe: 1])
print(t[safe: 9])
print(t[safe: 9, default: "?"])

extension Array {
    subscript(clamped index: Int) -> Element {
        self[Swift.min(Swift.max(index, 0), count - 1)]
    }
}
let xs = [10, 20, 30]
print(xs[clamped: -4], xs[clamped: 1], xs[clamped: 50])
// expect: [  hello ]
// expect: [hello]
// expect: [swift]
// expect: world
// expect: <none>
// expect: ?
// expect: 10 20 30
