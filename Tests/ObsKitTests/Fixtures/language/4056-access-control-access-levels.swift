// Swift book style: Access Control: access levels on types, initializers, subclass overrides and getters/setters
public class SomePublicClass {
    public var somePublicProperty = 0
    var someInternalProperty = 0
    fileprivate func someFilePrivateMethod() -> String { return "fileprivate method" }
    private func somePrivateMethod() -> String { return "private method" }
    public init() {}
    public func describe() -> String {
        return "\(somePublicProperty)/\(someInternalProperty)/" + somePrivateMethod()
    }
}

let p = SomePublicClass()
p.somePublicProperty = 3
p.someInternalProperty = 4
print(p.describe())
print(p.someFilePrivateMethod())

public class A {
    fileprivate func someMethod() -> String { return "A.someMethod" }
}
internal class B: A {
    override internal func someMethod() -> String {
        return "B.someMethod calls " + super.someMethod()
    }
}
let b = B()
print(b.someMethod())
let asA: A = b
print(asA.someMethod())

private enum Direction: String, CaseIterable {
    case north, south, east, west
}
print(Direction.allCases.map { $0.rawValue }.joined(separator: ","))

struct Counter {
    private var storage: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { return storage[key, default: 0] }
        set { storage[key] = newValue }
    }
    var keys: [String] { return storage.keys.sorted() }
}
var c = Counter()
for word in ["b", "a", "b", "c", "b", "a"] {
    c[word] += 1
}
for k in c.keys {
    print("\(k): \(c[k])")
}

internal struct Temperature {
    private(set) var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    var fahrenheit: Double {
        get { return celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature(celsius: 100)
print("fahrenheit: \(t.fahrenheit)")
t.fahrenheit = 32
print("celsius: \(t.celsius)")

protocol Identified {
    var id: Int { get }
}
struct Ticket: Identified {
    private(set) var id: Int
    init(id: Int) { self.id = id }
    mutating func renumber() { id += 1000 }
}
var ticket = Ticket(id: 5)
ticket.renumber()
let ident: Identified = ticket
print("ticket id: \(ident.id)")
// expect: 3/4/private method
// expect: fileprivate method
// expect: B.someMethod calls A.someMethod
// expect: B.someMethod calls A.someMethod
// expect: north,south,east,west
// expect: a: 2
// expect: b: 3
// expect: c: 1
// expect: fahrenheit: 212.0
// expect: celsius: 0.0
// expect: ticket id: 1005
