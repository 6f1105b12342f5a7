// App code style: a declared Set's element type converts the literal's members
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Set<AnyHashable>, Set<Double>, Set<Character> and a Set<Double> parameter: the members are of the element
// type, as the compiler types the literal (AnyHashable(1) prints as such, 1 as a Double prints 1.0).
let hs: Set<AnyHashable> = [1]
print(hs)
let ds: Set<Double> = [1, 2]
print(ds.sorted())
var cs: Set<Character> = ["a"]
cs.insert("b")
print(cs.sorted(), type(of: cs.first!))
func total(_ s: Set<Double>) -> Double { s.reduce(0, +) }
print(total([1, 2]))
struct Bag<E>: ExpressibleByArrayLiteral {
    var items: [E]
    init(arrayLiteral elements: E...) { items = elements }
}
let nested: Bag<Bag<Int>> = [[1], [2, 3]]
print(nested.items.map { $0.items })
let doubles: Bag<Double> = [1, 2]
print(doubles.items)

// expect: [AnyHashable(1)]
// expect: [1.0, 2.0]
// expect: ["a", "b"] Character
// expect: 3.0
// expect: [[1], [2, 3]]
// expect: [1.0, 2.0]
