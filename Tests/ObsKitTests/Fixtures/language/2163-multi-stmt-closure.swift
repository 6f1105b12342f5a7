// Swift Evolution style (SE-0326): multi-statement closure parameter and result type inference
struct Item { let name: String; let price: Int; let qty: Int }
let items = [Item(name: "pen", price: 3, qty: 10), Item(name: "book", price: 12, qty: 2), Item(name: "bag", price: 40, qty: 1)]

let totals = items.map { item in
    let subtotal = item.price * item.qty
    let discount = subtotal > 25 ? subtotal / 10 : 0
    return (item.name, subtotal - discount)
}
for (name, total) in totals { print(name, total) }

let labels = items.compactMap { item in
    guard item.qty > 1 else { return nil as String? }
    let plural = item.name + "s"
    return "\(item.qty) \(plural)"
}
print(labels)

let summary = items.reduce(into: [String: Int]()) { acc, item in
    let key = item.price >= 10 ? "expensive" : "cheap"
    acc[key, default: 0] += item.qty
}
print(summary.sorted { $0.key < $1.key })

func apply<T>(_ body: () -> T) -> T { body() }
let computed = apply {
    var total = 0
    for i in 1...10 where i % 3 == 0 { total += i }
    return total
}
print("computed:", computed)

let classifier = { (n: Int) in
    if n < 0 { return "neg" }
    let s = n == 0 ? "zero" : "pos"
    return s
}
print([-1, 0, 2].map(classifier))

let sorted = items.sorted { a, b in
    let va = a.price * a.qty
    let vb = b.price * b.qty
    if va != vb { return va > vb }
    return a.name < b.name
}
print(sorted.map(\.name))

var log: [String] = []
let record = { (msg: String) in
    let stamp = log.count + 1
    log.append("\(stamp): \(msg)")
}
record("start"); record("middle"); record("end")
print(log)

// expect: pen 27
// expect: book 24
// expect: bag 36
// expect: ["10 pens", "2 books"]
// expect: [(key: "cheap", value: 10), (key: "expensive", value: 3)]
// expect: computed: 18
// expect: ["neg", "zero", "pos"]
// expect: ["bag", "pen", "book"]
// expect: ["1: start", "2: middle", "3: end"]
