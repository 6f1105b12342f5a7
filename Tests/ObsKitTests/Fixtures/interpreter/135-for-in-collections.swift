// for-in over arrays and dictionaries, with where clauses
let fruits = ["apple", "banana", "cherry", "date"]
for f in fruits where f.count > 5 {
    print(f)
}
let prices = ["pear": 3, "fig": 5, "kiwi": 2]
for (name, price) in prices.sorted(by: { $0.key < $1.key }) {
    print(name, price)
}
for key in prices.keys.sorted() where prices[key]! > 2 {
    print("pricey", key)
}
for (i, f) in fruits.enumerated() where i % 2 == 1 {
    print(i, f)
}
for ch in "hey" {
    print(ch)
}

// expect: banana
// expect: cherry
// expect: fig 5
// expect: kiwi 2
// expect: pear 3
// expect: pricey fig
// expect: pricey pear
// expect: 1 banana
// expect: 3 date
// expect: h
// expect: e
// expect: y
