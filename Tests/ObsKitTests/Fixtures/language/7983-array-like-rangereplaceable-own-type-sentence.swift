// Advanced Swift style (Array-like RangeReplaceable own type): a Sentence of words with replaceSubrange, insert(contentsOf:) and removeSubrange
struct Sentence: RangeReplaceableCollection, BidirectionalCollection, CustomStringConvertible {
    var words: [String]
    init() { words = [] }
    init(_ s: String) { words = s.split(separator: " ").map(String.init) }
    var startIndex: Int { words.startIndex }
    var endIndex: Int { words.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> String { words[i] }
    mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with c: C) where C.Element == String {
        words.replaceSubrange(r, with: c)
    }
    var description: String { words.joined(separator: " ") + "." }
}
var s = Sentence("the cat sat on the mat")
print(s, s.count)
s.replaceSubrange(1..<2, with: ["big", "dog"])
print(s)
s.insert(contentsOf: ["very"], at: 1)
print(s)
s.removeSubrange(5..<7)
print(s)
s.append("happily")
print(s, s.last!)
let removedLast = s.popLast()!
print(removedLast, s)
s.removeFirst(2)
print(s)
let filtered = s.filter { $0.count > 3 }
print(filtered, type(of: filtered))
var e = Sentence()
e.append(contentsOf: Sentence("hello there"))
print(e, e.reversed().joined(separator: " "))
e.removeAll(keepingCapacity: true)
print(e.isEmpty, e)
let mapped = Sentence("a b c").map { $0.uppercased() }
print(mapped)
print(Sentence("x y") + Sentence("z"))
// expect: the cat sat on the mat. 6
// expect: the big dog sat on the mat.
// expect: the very big dog sat on the mat.
// expect: the very big dog sat mat.
// expect: the very big dog sat mat happily. happily
// expect: happily the very big dog sat mat.
// expect: big dog sat mat.
// expect: . Sentence
// expect: hello there. there hello
// expect: true .
// expect: ["A", "B", "C"]
// expect: x y z.
