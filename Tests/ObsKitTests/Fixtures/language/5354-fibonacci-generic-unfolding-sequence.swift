// objc.io style (custom Sequence with AnyIterator): Fibonacci and a generic unfolding sequence
struct Fibonacci: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var state = (0, 1)
        return AnyIterator {
            let result = state.0
            state = (state.1, state.0 + state.1)
            return result
        }
    }
}

print(Array(Fibonacci().prefix(12)))
print(Fibonacci().first(where: { $0 > 1000 })!)
let evens: [Int] = Array(Fibonacci().lazy.filter { $0 % 2 == 0 }.prefix(5))
print(evens)
print(Fibonacci().prefix(while: { $0 < 100 }).reduce(0, +))

let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))

let collatz = sequence(first: 27) { n in n == 1 ? nil : (n.isMultiple(of: 2) ? n / 2 : 3 * n + 1) }
print(collatz.count(where: { _ in true }), collatz.max()!)

let countdown = sequence(state: 5) { (state: inout Int) -> Int? in
    defer { state -= 1 }
    return state > 0 ? state : nil
}
print(countdown.map(String.init).joined(separator: "..."))

var it = [10, 20, 30].makeIterator()
while let v = it.next() { print("next:", v) }
print(it.next() as Any)

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 1597
// expect: [0, 2, 8, 34, 144]
// expect: 232
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: 112 9232
// expect: 5...4...3...2...1
// expect: next: 10
// expect: next: 20
// expect: next: 30
// expect: nil
