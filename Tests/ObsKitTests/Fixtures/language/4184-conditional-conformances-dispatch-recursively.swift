// Compiler test style: conditional conformances dispatch recursively through generic containers
protocol Describe {
  func describe() -> String
}
extension Int: Describe {
  func describe() -> String { return "i\(self)" }
}
extension String: Describe {
  func describe() -> String { return "s'\(self)'" }
}
extension Array: Describe where Element: Describe {
  func describe() -> String { return "[" + map { $0.describe() }.joined(separator: " ") + "]" }
}
extension Optional: Describe where Wrapped: Describe {
  func describe() -> String {
    switch self {
    case .some(let w): return "some(" + w.describe() + ")"
    case .none: return "none"
    }
  }
}
extension Dictionary: Describe where Key: Comparable, Value: Describe {
  func describe() -> String {
    return "{" + keys.sorted().map { "\($0):" + self[$0]!.describe() }.joined(separator: ",") + "}"
  }
}

print(5.describe())
print([1, 2, 3].describe())
print([[1], [2, 3], []].describe())
print(Optional("x").describe(), Optional<Int>.none.describe())
print([Optional(1), nil].describe())
print(["b": [1], "a": [2, 3]].describe())

func render<T: Describe>(_ t: T) -> String { return "render " + t.describe() }
print(render([["q"]]))
let ex: any Describe = [Optional([4])]
print(ex.describe())
print([1, 2] is any Describe, [1.5] is any Describe, (["x"] as Any) is any Describe)
// expect: i5
// expect: [i1 i2 i3]
// expect: [[i1] [i2 i3] []]
// expect: some(s'x') none
// expect: [some(i1) none]
// expect: {a:[i2 i3],b:[i1]}
// expect: render [[s'q']]
// expect: [some([i4])]
// expect: true false true
