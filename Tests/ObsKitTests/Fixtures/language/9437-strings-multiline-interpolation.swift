// String literals: multiline, escapes, extended delimiters and interpolation (expected output from swiftc 6.3.1 on Linux)
let poem = """
    Roses bloom in April,
      indented line keeps two spaces,
    and the closing quotes set the margin.
    """
print(poem)
print("lines:", poem.split(separator: "\n").count)

let joined = """
    one long \
    logical line
    """
print(joined)

let withQuotes = """
    He said, "Triple \""" quotes need escaping."
    """
print(withQuotes)

print("tab:[\t] quote:[\"] backslash:[\\]")
print("unicode: \u{2665} \u{1F332}")

let raw = #"No \n escape here, only \#(1 + 1)"#
print(raw)
let rawMulti = #"""
    Line with "quotes" and \t stays
    """#
print(rawMulti)
let hashes = ##"contains "# inside"##
print(hashes)

let base = 7
let multiplier = 6
print("\(base) × \(multiplier) = \(base * multiplier)")
print("nested: \("inner \(base)")")
let price = 19.5
let qty = 3
print("Total: $\(price * Double(qty)) for \(qty) item\(qty == 1 ? "" : "s")")

struct Point3 { var x, y, z: Int }
let p = Point3(x: 1, y: -2, z: 3)
print("point: \(p)")
let opt: Int? = 5
print("optional: \(String(describing: opt)) unwrapped: \(opt ?? 0)")
let tags = ["red", "green"]
print("array: \(tags) count: \(tags.count)")

extension String.StringInterpolation {
    mutating func appendInterpolation(percent value: Double) {
        appendLiteral("\(Int(value * 100))%")
    }
    mutating func appendInterpolation(_ items: [String], separator: String) {
        appendLiteral(items.joined(separator: separator))
    }
}
print("progress: \(percent: 0.375)")
print("list: \(["a", "b", "c"], separator: " -> ")")

var report = ""
for (i, step) in ["mix", "bake", "cool"].enumerated() {
    report += "\(i + 1). \(step)\n"
}
print(report, terminator: "")
let empty = """
    """
print("empty multiline count:", empty.count)

// expect: Roses bloom in April,
// expect:   indented line keeps two spaces,
// expect: and the closing quotes set the margin.
// expect: lines: 3
// expect: one long logical line
// expect: He said, "Triple """ quotes need escaping."
// expect: tab:[	] quote:["] backslash:[\]
// expect: unicode: ♥ 🌲
// expect: No \n escape here, only 2
// expect: Line with "quotes" and \t stays
// expect: contains "# inside
// expect: 7 × 6 = 42
// expect: nested: inner 7
// expect: Total: $58.5 for 3 items
// expect: point: Point3(x: 1, y: -2, z: 3)
// expect: optional: Optional(5) unwrapped: 5
// expect: array: ["red", "green"] count: 2
// expect: progress: 37%
// expect: list: a -> b -> c
// expect: 1. mix
// expect: 2. bake
// expect: 3. cool
// expect: empty multiline count: 0
