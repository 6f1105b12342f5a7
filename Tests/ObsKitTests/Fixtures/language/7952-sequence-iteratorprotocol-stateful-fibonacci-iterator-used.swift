// Advanced Swift style (Sequence+IteratorProtocol): a stateful Fibonacci iterator used with prefix, for-in and reduce
struct FibIterator: IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
struct Fibonacci: Sequence {
    func makeIterator() -> FibIterator { FibIterator() }
}
let first10 = Array(Fibonacci().prefix(10))
print(first10)
for f in Fibonacci() {
    if f > 50 { break }
    print(f, terminator: " ")
}
print()
let sum = Fibonacci().prefix(12).reduce(0, +)
print("sum of 12:", sum)
let evens = Fibonacci().prefix(15).filter { $0 % 2 == 0 }
print("evens:", evens)
print(Fibonacci().first { $0 > 1000 } ?? -1)
print(Fibonacci().underestimatedCount)
print(type(of: Fibonacci().prefix(3)))
var it = Fibonacci().makeIterator()
_ = it.next(); _ = it.next()
print(it.next()!, it.next()!, it.next()!)
print(Fibonacci().prefix(8).map(String.init).joined(separator: ","))
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 0 1 1 2 3 5 8 13 21 34 
// expect: sum of 12: 232
// expect: evens: [0, 2, 8, 34, 144]
// expect: 1597
// expect: 0
// expect: PrefixSequence<Fibonacci>
// expect: 1 2 3
// expect: 0,1,1,2,3,5,8,13
