// Compiler test style: opaque and constrained-existential collections flowing through generic algorithms
func evens(upTo n: Int) -> some Collection<Int> { stride(from: 0, through: n, by: 2).map { $0 } }
func squares(_ c: some Collection<Int>) -> some Sequence<Int> { c.lazy.map { $0 * $0 } }
let e = evens(upTo: 8)
print(Array(e), e.count, e.first ?? -1)
print(Array(squares(e)))
print(squares([1, 2, 3]).reduce(0, +))
func describe(_ s: any Sequence<String>) -> String { s.joined(separator: ",") }
print(describe(["a", "b"]), describe(Set(["z"])))
func longest(_ xs: some Sequence<some StringProtocol>) -> String {
    var best = ""
    for x in xs where x.count > best.count { best = String(x) }
    return best
}
print(longest(["aa", "bbbb", "c"]))
print(longest("one two three".split(separator: " ")))
let boxes: [any Collection<Character>] = ["hey", Array("yo")]
print(boxes.map { String($0) })
func firstOf<E>(_ c: any Collection<E>) -> E? { c.first }
print(firstOf([9, 8]) as Any, firstOf("q") as Any, firstOf([String]()) as Any)
// expect: [0, 2, 4, 6, 8] 5 0
// expect: [0, 4, 16, 36, 64]
// expect: 14
// expect: a,b z
// expect: bbbb
// expect: three
// expect: ["hey", "yo"]
// expect: Optional(9) Optional("q") nil
