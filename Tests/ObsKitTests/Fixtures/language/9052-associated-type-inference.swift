// Compiler test style: associated type inference — associated types deduced from method signatures, typealiases, and default implementations
protocol Container {
    associatedtype Item
    associatedtype Index = Int
    var count: Int { get }
    func item(at index: Index) -> Item
    mutating func append(_ item: Item)
}

struct Stack<Element>: Container {
    var storage: [Element] = []
    var count: Int { storage.count }
    // Item inferred as Element, Index uses the default Int.
    func item(at index: Int) -> Element { storage[index] }
    mutating func append(_ item: Element) { storage.append(item) }
}

struct Letters: Container {
    var text = ""
    var count: Int { text.count }
    // Item inferred as Character, Index inferred as String.Index from item(at:).
    func item(at index: String.Index) -> Character { text[index] }
    mutating func append(_ item: Character) { text.append(item) }
}

protocol Producer {
    associatedtype Output
    func produce() -> Output
}

extension Producer {
    func produceTwice() -> (Output, Output) { (produce(), produce()) }
}

struct Counter: Producer {
    var start: Int
    func produce() -> Int { start * 2 }
}

struct Greeter: Producer {
    typealias Output = String
    func produce() -> Output { "hi" }
}

func typeName<T>(_ t: T.Type) -> String { "\(t)" }

func describe<C: Container>(_ c: C) -> String {
    "count=\(c.count) Item=\(typeName(C.Item.self)) Index=\(typeName(C.Index.self))"
}

var s = Stack<Double>()
s.append(1.5)
s.append(2.5)
print(describe(s))
print(s.item(at: 1))

var l = Letters()
for ch in "swift" { l.append(ch) }
print(describe(l))
print(l.item(at: l.text.index(after: l.text.startIndex)))

print(Counter(start: 21).produceTwice())
print(Greeter().produceTwice())
print(typeName(Counter.Output.self), typeName(Greeter.Output.self))

func sumAll<C: Container>(_ c: C, indices: [C.Index]) -> C.Item where C.Item: AdditiveArithmetic {
    indices.reduce(C.Item.zero) { $0 + c.item(at: $1) }
}
var ints = Stack<Int>()
for i in 1...5 { ints.append(i * i) }
print(sumAll(ints, indices: [0, 2, 4]))

// expect: count=2 Item=Double Index=Int
// expect: 2.5
// expect: count=5 Item=Character Index=Index
// expect: w
// expect: (42, 42)
// expect: ("hi", "hi")
// expect: Int String
// expect: 35
