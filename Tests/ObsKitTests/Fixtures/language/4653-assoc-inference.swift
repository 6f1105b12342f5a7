// Compiler test style: associated type inference from witnesses and typealiases
protocol Source {
  associatedtype Element
  associatedtype Failure: Error = Never
  func next() -> Element?
}

struct Countdown: Source {
  var n: Int
  func next() -> Int? { n > 0 ? n : nil }
}

struct Words: Source {
  func next() -> String? { "word" }
}

enum ParseError: Error { case bad }
struct Parser: Source {
  typealias Failure = ParseError
  func next() -> Double? { nil }
}

func elementType<S: Source>(_ s: S) -> String { "\(S.Element.self) / \(S.Failure.self)" }
print(elementType(Countdown(n: 3)))
print(elementType(Words()))
print(elementType(Parser()))

protocol Mapper {
  associatedtype In
  associatedtype Out
  func map(_ x: In) -> Out
}
struct Len: Mapper { func map(_ x: String) -> Int { x.count } }
struct Neg: Mapper { func map(_ x: Int) -> Int { -x } }
struct Compose<A: Mapper, B: Mapper>: Mapper where A.Out == B.In {
  let a: A, b: B
  func map(_ x: A.In) -> B.Out { b.map(a.map(x)) }
}
let c = Compose(a: Len(), b: Neg())
print(c.map("hello"))
print(type(of: c), Compose<Len, Neg>.In.self, Compose<Len, Neg>.Out.self)
let cc = Compose(a: c, b: Neg())
print(cc.map("abc"))

struct Evens: Sequence, IteratorProtocol {
  var cur = 0
  let limit: Int
  mutating func next() -> Int? {
    guard cur <= limit else { return nil }
    defer { cur += 2 }
    return cur
  }
}
print(Array(Evens(limit: 8)))
print(Evens.Element.self, Evens.Iterator.self)
print(Evens(limit: 4).map { $0 * $0 })
print(Evens(limit: 10).contains(6), Evens(limit: 10).contains(7))

struct Chars: Collection {
  let s: [Character]
  var startIndex: Int { 0 }
  var endIndex: Int { s.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> Character { s[i] }
}
let ch = Chars(s: Array("swift"))
print(ch.count, ch.first!, Array(ch.reversed()), ch.firstIndex(of: "f") as Any)
print(Chars.Element.self, Chars.Index.self, Chars.SubSequence.self, Chars.Indices.self)
print(String(ch.dropFirst(2)))

protocol HasDefault {
  associatedtype Value = Int
  var value: Value { get }
}
struct UsesDefault: HasDefault { var value: Int { 1 } }
struct Overrides: HasDefault { var value: [String] { ["x"] } }
func valueType<H: HasDefault>(_ h: H) -> String { "\(H.Value.self)=\(h.value)" }
print(valueType(UsesDefault()), valueType(Overrides()))

// expect: Int / Never
// expect: String / Never
// expect: Double / ParseError
// expect: -5
// expect: Compose<Len, Neg> String Int
// expect: 3
// expect: [0, 2, 4, 6, 8]
// expect: Int Evens
// expect: [0, 4, 16]
// expect: true false
// expect: 5 s ["t", "f", "i", "w", "s"] Optional(3)
// expect: Character Int Slice<Chars> DefaultIndices<Chars>
// expect: ift
// expect: Int=1 Array<String>=["x"]
