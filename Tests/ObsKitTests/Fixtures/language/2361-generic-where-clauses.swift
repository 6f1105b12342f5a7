// Compiler test style: generic where clauses on methods, extensions and contextual where clauses
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ e: Element) { items.append(e) }
  func peek() -> Element? { items.last }
}

extension Stack where Element: Comparable {
  func maximum() -> Element? { items.max() }
}
extension Stack where Element == String {
  func joined() -> String { items.joined(separator: "+") }
}
extension Stack {
  func contains(_ e: Element) -> Bool where Element: Equatable { items.contains(e) }
  func sum() -> Element where Element: Numeric { items.reduce(0, +) }
  func isSorted() -> Bool where Element: Comparable {
    zip(items, items.dropFirst()).allSatisfy { $0 <= $1 }
  }
  func flattened<T>() -> [T] where Element == [T] { items.flatMap { $0 } }
}

func allEqual<S: Sequence, T: Sequence>(_ a: S, _ b: T) -> Bool
  where S.Element == T.Element, S.Element: Equatable {
  Array(a) == Array(b)
}

func mergeSorted<C: Collection>(_ a: C, _ b: C) -> [C.Element] where C.Element: Comparable {
  (Array(a) + Array(b)).sorted()
}

var ints = Stack<Int>()
for x in [5, 3, 9, 1] { ints.push(x) }
print(ints.maximum()!, ints.sum(), ints.contains(9), ints.isSorted())

var words = Stack<String>()
words.push("a"); words.push("b"); words.push("c")
print(words.joined(), words.maximum()!, words.isSorted())

var nested = Stack<[Int]>()
nested.push([1, 2]); nested.push([3])
print(nested.flattened() as [Int], nested.peek()!)

var doubles = Stack<Double>()
doubles.push(1.5); doubles.push(2.25)
print(doubles.sum(), doubles.isSorted())

print(allEqual([1, 2, 3], 1...3), allEqual(["a"], ["b"]))
print(mergeSorted([3, 1], [2, 0]))
print(mergeSorted(Set(["q"]), Set(["p"])))
// expect: 9 18 true false
// expect: a+b+c c true
// expect: [1, 2, 3] [3]
// expect: 3.75 true
// expect: true false
// expect: [0, 1, 2, 3]
// expect: ["p", "q"]
