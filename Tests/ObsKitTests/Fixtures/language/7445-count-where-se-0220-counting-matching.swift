// Swift Evolution style (count(where:)): SE-0220 counting matching elements across sequences, strings and dictionaries
struct Order {
    let id: Int
    let total: Double
    let shipped: Bool
}

let orders = [
    Order(id: 1, total: 19.99, shipped: true),
    Order(id: 2, total: 5.00, shipped: false),
    Order(id: 3, total: 120.50, shipped: true),
    Order(id: 4, total: 75.25, shipped: false),
    Order(id: 5, total: 42.00, shipped: true),
]

let shippedCount = orders.count(where: \.shipped)
let bigCount = orders.count { $0.total > 40 }
print("shipped: \(shippedCount), big: \(bigCount)")

let text = "The quick brown fox jumps over the lazy dog"
let vowels = text.count(where: { "aeiouAEIOU".contains($0) })
let words = text.split(separator: " ")
let longWords = words.count(where: { $0.count > 4 })
print("vowels \(vowels), long words \(longWords)")

let stock = ["apples": 0, "pears": 12, "plums": 3, "figs": 0]
let outOfStock = stock.count(where: { $0.value == 0 })
print("out of stock: \(outOfStock)")

let primesBelow50 = (2..<50).count { n in
    !(2..<n).contains { n % $0 == 0 }
}
print("primes below 50: \(primesBelow50)")

let nested = [[1, 2], [], [3], [], [4, 5, 6]]
print("empty groups: \(nested.count(where: \.isEmpty))")
print("lazy evens: \((1...20).lazy.map { $0 * 3 }.count(where: { $0.isMultiple(of: 2) }))")

func tally<S: Sequence>(_ s: S, _ predicates: [(S.Element) -> Bool]) -> [Int] {
    predicates.map { p in s.count(where: p) }
}
print(tally(1...30, [{ $0 % 3 == 0 }, { $0 % 5 == 0 }, { $0 % 15 == 0 }]))
// expect: shipped: 3, big: 3
// expect: vowels 11, long words 3
// expect: out of stock: 2
// expect: primes below 50: 15
// expect: empty groups: 2
// expect: lazy evens: 10
// expect: [10, 6, 2]
