// Swift Evolution style: SE-0220 Sequence.count(where:) counting matching elements without building an array
struct Order {
    let id: Int
    let total: Double
    let shipped: Bool
    let items: [String]
}

let orders = [
    Order(id: 1, total: 25.0, shipped: true, items: ["pen"]),
    Order(id: 2, total: 140.5, shipped: false, items: ["desk", "lamp"]),
    Order(id: 3, total: 9.99, shipped: true, items: []),
    Order(id: 4, total: 310.0, shipped: true, items: ["chair", "mat", "cable"]),
    Order(id: 5, total: 55.0, shipped: false, items: ["ink"]),
]

let shippedCount = orders.count(where: \.shipped)
print("shipped: \(shippedCount) of \(orders.count)")

let bigOrders = orders.count { $0.total > 100 }
print("orders over 100: \(bigOrders)")

let emptyOrders = orders.count(where: { $0.items.isEmpty })
print("empty orders: \(emptyOrders)")

// Works on any Sequence, including strings and ranges
let sentence = "The quick brown fox jumps over the lazy dog"
print("vowels: \(sentence.count(where: { "aeiouAEIOU".contains($0) }))")
print("uppercase: \(sentence.count(where: \.isUppercase))")
print("multiples of 7 below 100: \((1..<100).count { $0 % 7 == 0 })")

let words = sentence.split(separator: " ")
print("long words: \(words.count { $0.count > 4 })")

// Compare with the old way
let oldWay = orders.filter { !$0.shipped }.count
let newWay = orders.count { !$0.shipped }
print("unshipped old=\(oldWay) new=\(newWay)")

let matrix = [[1, 0, 3], [0, 0, 6], [7, 8, 0]]
let zeros = matrix.reduce(0) { $0 + $1.count(where: { $0 == 0 }) }
print("zeros in matrix: \(zeros)")

let lazyEvens = (1...20).lazy.map { $0 * 3 }.count(where: { $0.isMultiple(of: 2) })
print("even multiples of 3: \(lazyEvens)")

// expect: shipped: 3 of 5
// expect: orders over 100: 2
// expect: empty orders: 1
// expect: vowels: 11
// expect: uppercase: 1
// expect: multiples of 7 below 100: 14
// expect: long words: 3
// expect: unshipped old=2 new=2
// expect: zeros in matrix: 4
// expect: even multiples of 3: 10
