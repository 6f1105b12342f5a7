// Apple docs style (Dictionary): init(grouping:by:) and counting
let students = ["Kofi", "Abena", "Efua", "Kweku", "Akosua", "Esi", "Kwame"]
let studentsByLetter = Dictionary(grouping: students, by: { $0.first! })
for letter in studentsByLetter.keys.sorted() {
    print(letter, studentsByLetter[letter]!)
}

let byLength = Dictionary(grouping: students) { $0.count }
for len in byLength.keys.sorted() {
    print("length \(len):", byLength[len]!.sorted())
}

struct Sale {
    let region: String
    let product: String
    let amount: Int
}
let sales = [
    Sale(region: "North", product: "Tea", amount: 120),
    Sale(region: "South", product: "Coffee", amount: 90),
    Sale(region: "North", product: "Coffee", amount: 45),
    Sale(region: "East", product: "Tea", amount: 60),
    Sale(region: "South", product: "Tea", amount: 30),
    Sale(region: "North", product: "Tea", amount: 15),
]

let totalsByRegion = Dictionary(grouping: sales, by: \.region).mapValues { $0.reduce(0) { $0 + $1.amount } }
for region in totalsByRegion.keys.sorted() {
    print("\(region): \(totalsByRegion[region]!)")
}

let countsByProduct = sales.reduce(into: [String: Int]()) { counts, sale in
    counts[sale.product, default: 0] += 1
}
for product in countsByProduct.keys.sorted() {
    print("\(product) sold \(countsByProduct[product]!) times")
}

let nested = Dictionary(grouping: sales, by: \.region).mapValues { regionSales in
    Dictionary(grouping: regionSales, by: \.product).mapValues { $0.map(\.amount).reduce(0, +) }
}
for region in nested.keys.sorted() {
    let inner = nested[region]!
    let text = inner.keys.sorted().map { "\($0)=\(inner[$0]!)" }.joined(separator: " ")
    print("\(region) -> \(text)")
}

let evensOdds = Dictionary(grouping: 1...12) { $0.isMultiple(of: 2) ? "even" : "odd" }
print("even:", evensOdds["even"]!)
print("odd:", evensOdds["odd"]!)
let biggestRegion = totalsByRegion.max { $0.value < $1.value }!
print("biggest region:", biggestRegion.key)
print("group count:", studentsByLetter.count, byLength.count, nested.count)
// expect: A ["Abena", "Akosua"]
// expect: E ["Efua", "Esi"]
// expect: K ["Kofi", "Kweku", "Kwame"]
// expect: length 3: ["Esi"]
// expect: length 4: ["Efua", "Kofi"]
// expect: length 5: ["Abena", "Kwame", "Kweku"]
// expect: length 6: ["Akosua"]
// expect: East: 60
// expect: North: 180
// expect: South: 120
// expect: Coffee sold 2 times
// expect: Tea sold 4 times
// expect: East -> Tea=60
// expect: North -> Coffee=45 Tea=135
// expect: South -> Coffee=90 Tea=30
// expect: even: [2, 4, 6, 8, 10, 12]
// expect: odd: [1, 3, 5, 7, 9, 11]
// expect: biggest region: North
// expect: group count: 3 4 3
