// Swift book style: the Container protocol, generic Stack and generic where clauses
protocol Container {
  associatedtype Item
  mutating func append(_ item: Item)
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}

struct Stack<Element>: Container {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  mutating func pop() -> Element { return items.removeLast() }
  mutating func append(_ item: Element) { self.push(item) }
  var count: Int { return items.count }
  subscript(i: Int) -> Element { return items[i] }
}

extension Array: Container {}

extension Stack {
  var topItem: Element? { return items.isEmpty ? nil : items[items.count - 1] }
}

extension Stack where Element: Equatable {
  func isTop(_ item: Element) -> Bool {
    guard let topItem = items.last else { return false }
    return topItem == item
  }
}

extension Container where Item: Equatable {
  func startsWith(_ item: Item) -> Bool { return count >= 1 && self[0] == item }
}

extension Container where Item == Double {
  func average() -> Double {
    var sum = 0.0
    for index in 0..<count { sum += self[index] }
    return sum / Double(count)
  }
}

extension Container {
  func average() -> Double where Item == Int {
    var sum = 0.0
    for index in 0..<count { sum += Double(self[index]) }
    return sum / Double(count)
  }
  func endsWith(_ item: Item) -> Bool where Item: Equatable {
    return count >= 1 && self[count - 1] == item
  }
}

func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
  where C1.Item == C2.Item, C1.Item: Equatable {
  if someContainer.count != anotherContainer.count { return false }
  for i in 0..<someContainer.count {
    if someContainer[i] != anotherContainer[i] { return false }
  }
  return true
}

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
var arrayOfStrings = ["uno", "dos", "tres"]
if allItemsMatch(stackOfStrings, arrayOfStrings) {
  print("All items match.")
} else {
  print("Not all items match.")
}
arrayOfStrings.append("cuatro")
print(allItemsMatch(stackOfStrings, arrayOfStrings))

if let topItem = stackOfStrings.topItem { print("The top item on the stack is \(topItem).") }
print(stackOfStrings.isTop("tres"), stackOfStrings.isTop("uno"))
print(stackOfStrings.startsWith("uno"), stackOfStrings.endsWith("tres"))
print([9, 9, 9].startsWith(42))
print([1260.0, 1200.0, 98.6, 37.0].average())
print([1260, 1200, 98, 37].average())

struct NotEquatable {}
var notEquatableStack = Stack<NotEquatable>()
notEquatableStack.push(NotEquatable())
print(notEquatableStack.count)

protocol SuffixableContainer: Container {
  associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
  func suffix(_ size: Int) -> Suffix
}
extension Stack: SuffixableContainer {
  func suffix(_ size: Int) -> Stack {
    var result = Stack()
    for index in (count - size)..<count { result.append(self[index]) }
    return result
  }
}
var stackOfInts = Stack<Int>()
stackOfInts.append(10)
stackOfInts.append(20)
stackOfInts.append(30)
let suffix = stackOfInts.suffix(2)
print(suffix.items, type(of: suffix))
print(stackOfInts.pop(), stackOfInts.count)

extension Container {
  subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
    var result: [Item] = []
    for index in indices { result.append(self[index]) }
    return result
  }
}
print(stackOfStrings[[2, 0]], ["a", "b", "c", "d"][[3, 1]])

// expect: All items match.
// expect: false
// expect: The top item on the stack is tres.
// expect: true false
// expect: true true
// expect: false
// expect: 648.9
// expect: 648.75
// expect: 1
// expect: [20, 30] Stack<Int>
// expect: 30 2
// expect: ["tres", "uno"] ["d", "b"]
