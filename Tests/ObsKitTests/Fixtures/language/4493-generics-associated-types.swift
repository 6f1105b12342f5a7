// Swift book style: Generics - associated types, Container protocol, generic where clauses, generic subscripts, associated type constraints
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int { items.removeLast() }
    typealias Item = Int
    mutating func append(_ item: Int) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container {}

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

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
    var first: Item? { count > 0 ? self[0] : nil }
}
extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }
        return sum / Double(count)
    }
}
print(stackOfStrings[[0, 2]], stackOfStrings[1..<3])
print(stackOfStrings.startsWith("uno"), stackOfStrings.startsWith("dos"))
print([1260.0, 1200.0, 98.6, 37.0].average())
var ints = IntStack()
ints.append(5); ints.append(6)
print(ints.first ?? -1, ints[[1, 0, 1]])

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
print(suffix.items)

protocol Shelf {
    associatedtype Book: Comparable
    var books: [Book] { get set }
}
extension Shelf {
    mutating func shelve(_ b: Book) {
        let idx = books.firstIndex { $0 > b } ?? books.count
        books.insert(b, at: idx)
    }
}
struct TitleShelf: Shelf { var books: [String] = [] }
var shelf = TitleShelf()
for t in ["Middlemarch", "Beloved", "Ulysses", "Emma"] { shelf.shelve(t) }
print(shelf.books)

protocol Producer {
    associatedtype Output = String
    func produce(_ n: Int) -> Output
}
struct Echo: Producer { func produce(_ n: Int) -> String { String(repeating: "e", count: n) } }
struct Squarer: Producer { func produce(_ n: Int) -> Int { n * n } }
func runProducer<P: Producer>(_ p: P, upTo n: Int) -> [P.Output] { (1...n).map { p.produce($0) } }
print(runProducer(Echo(), upTo: 3), runProducer(Squarer(), upTo: 4))
func describe<C: Container>(_ c: C) -> String where C.Item: CustomStringConvertible {
    (0..<c.count).map { c[$0].description }.joined(separator: ",")
}
print(describe(stackOfInts), describe(["x", "y"]), describe(ints))

// expect: All items match.
// expect: false
// expect: ["uno", "tres"] ["dos", "tres"]
// expect: true false
// expect: 648.9
// expect: 5 [6, 5, 6]
// expect: [20, 30]
// expect: ["Beloved", "Emma", "Middlemarch", "Ulysses"]
// expect: ["e", "ee", "eee"] [1, 4, 9, 16]
// expect: 10,20,30 x,y 5,6
