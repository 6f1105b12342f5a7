// Compiler test style: generic Stack with constrained extensions and Sequence conformance
struct Stack<Element> {
  private var items: [Element] = []
  init() {}
  init(_ xs: [Element]) { items = xs }
  mutating func push(_ x: Element) { items.append(x) }
  @discardableResult mutating func pop() -> Element? { items.popLast() }
  func peek() -> Element? { items.last }
  var isEmpty: Bool { items.isEmpty }
  var count: Int { items.count }
}

extension Stack: Sequence {
  func makeIterator() -> ReversedCollection<[Element]>.Iterator {
    items.reversed().makeIterator()
  }
}

extension Stack where Element: Numeric {
  var total: Element { reduce(0, +) }
}

extension Stack where Element: Equatable {
  func contains(_ x: Element) -> Bool { items.contains(x) }
}

extension Stack: CustomStringConvertible {
  var description: String { "Stack(top→" + map { "\($0)" }.joined(separator: ",") + ")" }
}

func balanced(_ s: String) -> Bool {
  var st = Stack<Character>()
  let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
  for ch in s {
    if "([{".contains(ch) { st.push(ch) }
    else if let open = pairs[ch] {
      if st.pop() != open { return false }
    }
  }
  return st.isEmpty
}

var s = Stack<Int>()
for i in 1...5 { s.push(i * i) }
print(s, s.count)
print(s.pop()!, s.peek()!, s.total)
print(s.contains(9), s.contains(25))
print(Array(s), s.first(where: { $0 < 5 })!)
var words = Stack(["a", "b"])
words.push("c")
print(words, words.pop() ?? "-", words.pop() ?? "-", words.pop() ?? "-", words.pop() ?? "-")
print(words.isEmpty)
for t in ["([]{})", "([)]", "((", ""] { print(t, balanced(t)) }
var ds = Stack<Double>([1.5, 2.25])
print(ds.total)
ds.pop()
print(ds)

// expect: Stack(top→25,16,9,4,1) 5
// expect: 25 16 30
// expect: true false
// expect: [16, 9, 4, 1] 4
// expect: Stack(top→c,b,a) c b a -
// expect: true
// expect: ([]{}) true
// expect: ([)] false
// expect: (( false
// expect:  true
// expect: 3.75
// expect: Stack(top→1.5)
