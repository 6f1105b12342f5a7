// Compiler test style: conditional conformance and constrained extensions dispatch statically
protocol Describe { func describe() -> String }
extension Int: Describe { func describe() -> String { "int \(self)" } }
extension String: Describe { func describe() -> String { "string '\(self)'" } }
extension Array: Describe where Element: Describe {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Optional: Describe where Wrapped: Describe {
    func describe() -> String {
        switch self { case .some(let w): return "some(\(w.describe()))"; case .none: return "none" }
    }
}

print(5.describe())
print([1, 2].describe())
print([["a"], ["b", "c"]].describe())
let o: Int? = 3
let n: String? = nil
print(o.describe(), n.describe())
print([o, nil].describe())

func show<T: Describe>(_ t: T) -> String { t.describe() }
print(show([[1], []]))
let items: [any Describe] = [1, "x", [2, 3], Optional(4)]
for i in items { print(i.describe()) }

extension Collection {
    func kind() -> String { "collection of \(count)" }
}
extension Collection where Element == Int {
    func kind() -> String { "ints summing to \(reduce(0, +))" }
}
print([1, 2, 3].kind())
print(["a"].kind())
func genericKind<C: Collection>(_ c: C) -> String { c.kind() }
print(genericKind([1, 2, 3]))
// expect: int 5
// expect: [int 1, int 2]
// expect: [[string 'a'], [string 'b', string 'c']]
// expect: some(int 3) none
// expect: [some(int 3), none]
// expect: [[int 1], []]
// expect: int 1
// expect: string 'x'
// expect: [int 2, int 3]
// expect: some(int 4)
// expect: ints summing to 6
// expect: collection of 1
// expect: collection of 3
