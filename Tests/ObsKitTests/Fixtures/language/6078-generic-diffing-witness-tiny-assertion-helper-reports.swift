// Point-Free style (snapshot-style testing helpers): a generic Diffing witness and a tiny assertion helper that reports line-by-line differences between values
struct Diffing<Value> {
    let toLines: (Value) -> [String]
    func diff(_ old: Value, _ new: Value) -> [String]? {
        let a = toLines(old), b = toLines(new)
        guard a != b else { return nil }
        var out: [String] = []
        for i in 0..<max(a.count, b.count) {
            let l = i < a.count ? a[i] : nil, r = i < b.count ? b[i] : nil
            switch (l, r) {
            case let (x?, y?) where x == y: out.append("  \(x)")
            case let (x?, y?): out.append("- \(x)"); out.append("+ \(y)")
            case let (x?, nil): out.append("- \(x)")
            case let (nil, y?): out.append("+ \(y)")
            case (nil, nil): break
            }
        }
        return out
    }
    func pullback<A>(_ f: @escaping (A) -> Value) -> Diffing<A> { Diffing<A> { self.toLines(f($0)) } }
}

extension Diffing where Value == String {
    static let lines = Diffing { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
extension Diffing {
    static func dump() -> Diffing {
        Diffing { value in
            var s = ""
            Swift.dump(value, to: &s)
            return s.split(separator: "\n").map(String.init)
        }
    }
}

var results: [String] = []
func assertSnapshot<V>(_ value: V, matches reference: V, as diffing: Diffing<V>, _ name: String) {
    if let d = diffing.diff(reference, value) {
        results.append("✗ \(name)")
        d.forEach { print($0) }
    } else {
        results.append("✓ \(name)")
    }
}

struct Item { var title: String; var qty: Int; var tags: [String] }
assertSnapshot("a\nb\nc", matches: "a\nb\nc", as: .lines, "same text")
assertSnapshot("a\nB\nc\nd", matches: "a\nb\nc", as: .lines, "edited text")
let render = Diffing<String>.lines.pullback { (i: Item) in "title: \(i.title)\nqty: \(i.qty)\ntags: \(i.tags.joined(separator: ","))" }
assertSnapshot(Item(title: "pen", qty: 3, tags: ["x"]), matches: Item(title: "pen", qty: 2, tags: ["x"]), as: render, "item render")
assertSnapshot(Item(title: "cup", qty: 1, tags: ["a", "b"]), matches: Item(title: "cup", qty: 1, tags: ["a"]), as: .dump(), "item dump")
assertSnapshot([1, 2], matches: [1, 2], as: .dump(), "array dump")
print(results.joined(separator: " | "))

// expect:   a
// expect: - b
// expect: + B
// expect:   c
// expect: + d
// expect:   title: pen
// expect: - qty: 2
// expect: + qty: 3
// expect:   tags: x
// expect:   ▿ main.Item
// expect:     - title: "cup"
// expect:     - qty: 1
// expect: -   ▿ tags: 1 element
// expect: +   ▿ tags: 2 elements
// expect:       - "a"
// expect: +     - "b"
// expect: ✓ same text | ✗ edited text | ✗ item render | ✗ item dump | ✓ array dump
