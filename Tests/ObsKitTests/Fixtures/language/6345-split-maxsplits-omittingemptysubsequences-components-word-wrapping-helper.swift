// Advanced Swift style (Strings): split with maxSplits and omittingEmptySubsequences, components, and a word-wrapping helper built on Substring
let csv = "name,,age,city,"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print(csv.split(separator: ",", maxSplits: 1))

let path = "/usr/local/lib/swift"
let parts = path.split(separator: "/")
print(parts.count, parts.last!)
print(parts.map { $0.count })

let line = "key = value = more"
if let eq = line.firstIndex(of: "=") {
    let key = line[..<eq].trimmingSpaces()
    let value = line[line.index(after: eq)...].trimmingSpaces()
    print("[\(key)] [\(value)]")
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}

func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
for l in wrap("the quick brown fox jumps over the lazy dog again", width: 12) {
    print("|\(l)|")
}
let splitByClosure = "a1b22c333d".split(whereSeparator: { $0.isNumber })
print(splitByClosure)
print("x--y---z".split(separator: "-").joined(separator: "+"))
let lines = "one\ntwo\n\nthree".split(separator: "\n", omittingEmptySubsequences: false)
print(lines.count, lines.map(String.init))

// expect: ["name", "age", "city"]
// expect: ["name", "", "age", "city", ""]
// expect: ["name", ",age,city,"]
// expect: 4 swift
// expect: [3, 5, 3, 5]
// expect: [key] [value = more]
// expect: |the quick|
// expect: |brown fox|
// expect: |jumps over|
// expect: |the lazy dog|
// expect: |again|
// expect: ["a", "b", "c", "d"]
// expect: x+y+z
// expect: 4 ["one", "two", "", "three"]
