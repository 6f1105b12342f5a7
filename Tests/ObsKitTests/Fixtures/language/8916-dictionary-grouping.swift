// Apple docs style (Dictionary.init(grouping:by:)): bucketing values by a computed key
let students = ["Kofi", "Abena", "Efua", "Kweku", "Akosua"]
let studentsByLetter = Dictionary(grouping: students, by: { $0.first! })
for key in studentsByLetter.keys.sorted() {
    print(key, studentsByLetter[key]!)
}

// Grouping numbers by parity
let numbers = Array(1...10)
let parity = Dictionary(grouping: numbers) { $0.isMultiple(of: 2) ? "even" : "odd" }
print("even:", parity["even"]!)
print("odd:", parity["odd"]!)

// Grouping structs by a property
struct Purchase {
    let customer: String
    let amount: Int
}
let purchases = [
    Purchase(customer: "ana", amount: 30),
    Purchase(customer: "ben", amount: 12),
    Purchase(customer: "ana", amount: 8),
    Purchase(customer: "cal", amount: 50),
    Purchase(customer: "ben", amount: 20),
]
let byCustomer = Dictionary(grouping: purchases, by: \.customer)
let totals = byCustomer.mapValues { $0.reduce(0) { $0 + $1.amount } }
for (name, total) in totals.sorted(by: { $0.key < $1.key }) {
    print("\(name): \(byCustomer[name]!.count) purchases, total \(total)")
}

// Grouping words by length, then sorting the groups
let words = "the quick brown fox jumps over the lazy dog".split(separator: " ")
let byLength = Dictionary(grouping: words, by: \.count)
for length in byLength.keys.sorted(by: >) {
    let group = byLength[length]!.map(String.init).sorted()
    print(length, group)
}

// Anagram buckets
let candidates = ["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"]
let anagrams = Dictionary(grouping: candidates) { String($0.sorted()) }
let bigGroups = anagrams.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
for group in bigGroups {
    print(group.joined(separator: " "))
}
print("groups:", anagrams.count)

// expect: A ["Abena", "Akosua"]
// expect: E ["Efua"]
// expect: K ["Kofi", "Kweku"]
// expect: even: [2, 4, 6, 8, 10]
// expect: odd: [1, 3, 5, 7, 9]
// expect: ana: 2 purchases, total 38
// expect: ben: 2 purchases, total 32
// expect: cal: 1 purchases, total 50
// expect: 5 ["brown", "jumps", "quick"]
// expect: 4 ["lazy", "over"]
// expect: 3 ["dog", "fox", "the", "the"]
// expect: act cat tac
// expect: enlist listen silent
// expect: gogole google
// expect: groups: 4
