// Swift Evolution style (SE-0326): multi-statement closure parameter and result type inference
struct Item { var name: String; var price: Int; var qty: Int }

let items = [Item(name: "pen", price: 3, qty: 10), Item(name: "book", price: 12, qty: 2), Item(name: "bag", price: 40, qty: 1)]

let lines = items.map { item in
    let total = item.price * item.qty
    let flag = total > 25 ? "*" : " "
    return "\(flag)\(item.name): \(total)"
}
for l in lines { print(l) }

let summary = items.reduce(into: [String: Int]()) { acc, item in
    let key = item.price >= 10 ? "expensive" : "cheap"
    acc[key, default: 0] += item.qty
}
for k in summary.keys.sorted() { print(k, summary[k]!) }

func apply<T>(_ f: () -> T) -> T { f() }

let computed = apply {
    var acc = 0
    for i in 1...4 { acc += i * i }
    if acc > 20 { acc -= 1 }
    return acc
}
print("computed", computed)

let classify = { (n: Int) in
    if n < 0 { return "negative" }
    if n == 0 { return "zero" }
    return "positive"
}
print([-2, 0, 5].map(classify))

let parsed = ["1", "x", "3"].compactMap { s in
    guard let v = Int(s) else {
        print("skip", s)
        return nil as Int?
    }
    return v * 2
}
print(parsed)

let sorted = items.sorted { a, b in
    let ta = a.price * a.qty
    let tb = b.price * b.qty
    if ta != tb { return ta < tb }
    return a.name < b.name
}
print(sorted.map(\.name))

var counter = 0
let bump = {
    counter += 1
    print("bump ->", counter)
}
bump(); bump()
print("final", counter)

// expect: *pen: 30
// expect:  book: 24
// expect: *bag: 40
// expect: cheap 10
// expect: expensive 3
// expect: computed 29
// expect: ["negative", "zero", "positive"]
// expect: skip x
// expect: [2, 6]
// expect: ["book", "pen", "bag"]
// expect: bump -> 1
// expect: bump -> 2
// expect: final 2
