// A function named with its argument labels (`area(side:)`, `counter.add(amount:)`) is that overload as a
// value, and a function value is called without labels. Expected output from swiftc 6.3.1 on Linux.
func area(side: Int) -> Int { side * side }
func area(width: Int, height: Int) -> Int { width * height }

let square = area(side:)
let rectangle: (Int, Int) -> Int = area(width:height:)
print(square(4), rectangle(2, 3))

final class Counter {
    var value = 0
    func add() { value += 1 }
    func add(amount: Int) { value += amount }
}
let counter = Counter()
let addMany = counter.add(amount:)
addMany(10)
counter.add()
print(counter.value)
print([1, 2, 3].map(area(side:)))

// expect: 16 6
// expect: 11
// expect: [1, 4, 9]
