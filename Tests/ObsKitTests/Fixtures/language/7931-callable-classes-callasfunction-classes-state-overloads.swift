// Sundell style (callable classes): callAsFunction on classes with state and overloads
final class Accumulator {
    private(set) var total = 0
    @discardableResult
    func callAsFunction(_ n: Int) -> Int {
        total += n
        return total
    }
    func callAsFunction(_ items: [Int]) -> Int {
        items.forEach { self($0) }
        return total
    }
    func callAsFunction(reset: Bool) {
        if reset { total = 0 }
    }
}

let acc = Accumulator()
acc(5)
print(acc(10))
print(acc([1, 2, 3]))
acc(reset: false)
print(acc.total)
acc(reset: true)
print(acc.total)

struct Multiplier {
    let factor: Int
    func callAsFunction(_ x: Int) -> Int { x * factor }
    func callAsFunction(_ x: Int, plus y: Int) -> Int { x * factor + y }
}
let triple = Multiplier(factor: 3)
print(triple(7), triple(7, plus: 1))
print([1, 2, 3].map(triple.callAsFunction))
print([1, 2, 3].map { triple($0) })
let fns: [(Int) -> Int] = [triple.callAsFunction, { acc($0) }]
print(fns.map { $0(2) })
// expect: 15
// expect: 21
// expect: 21
// expect: 0
// expect: 21 22
// expect: [3, 6, 9]
// expect: [3, 6, 9]
// expect: [6, 2]
