// Apple docs style (sequence(first:next:)): generating sequences from a seed
for x in sequence(first: 1, next: { $0 * 2 }).prefix(while: { $0 < 100 }) {
    print(x)
}

// Terminating by returning nil
let countdown = sequence(first: 5, next: { $0 > 1 ? $0 - 1 : nil })
print(Array(countdown))

// Collatz sequence
func collatz(_ start: Int) -> [Int] {
    Array(sequence(first: start) { n in
        n == 1 ? nil : (n.isMultiple(of: 2) ? n / 2 : 3 * n + 1)
    })
}
print(collatz(6))
print("steps for 27:", collatz(27).count - 1)

// Walking a linked structure
final class Node {
    let value: String
    let next: Node?
    init(_ value: String, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}
let list = Node("a", next: Node("b", next: Node("c")))
let values = sequence(first: list, next: { $0.next }).map(\.value)
print(values)

// Walking up a hierarchy of folders
let parents = ["/usr/local/bin": "/usr/local", "/usr/local": "/usr", "/usr": "/"]
let chain = sequence(first: "/usr/local/bin", next: { parents[$0] })
print(chain.joined(separator: " -> "))

// Digits of a number, least significant first
let digits = sequence(first: 90817, next: { $0 >= 10 ? $0 / 10 : nil }).map { $0 % 10 }
print(digits, digits.reduce(0, +))

// Powers of ten that fit before overflow
let powers = sequence(first: 1 as Int, next: { n in
    let (r, overflow) = n.multipliedReportingOverflow(by: 10)
    return overflow ? nil : r
})
print(powers.count(where: { _ in true }), powers.reversed().first!)

// Lazy use with first(where:)
let firstBig = sequence(first: 1, next: { $0 * 3 }).first(where: { $0 > 1000 })!
print(firstBig)

// expect: 1
// expect: 2
// expect: 4
// expect: 8
// expect: 16
// expect: 32
// expect: 64
// expect: [5, 4, 3, 2, 1]
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: steps for 27: 111
// expect: ["a", "b", "c"]
// expect: /usr/local/bin -> /usr/local -> /usr -> /
// expect: [7, 1, 8, 0, 9] 25
// expect: 19 1000000000000000000
// expect: 2187
