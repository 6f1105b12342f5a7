// Swift with Majid style (reduce(into:) and Dictionary(grouping:)): building frequency tables and groups
struct Expense {
    let category: String
    let amount: Int
}

let expenses = [
    Expense(category: "food", amount: 12),
    Expense(category: "travel", amount: 300),
    Expense(category: "food", amount: 8),
    Expense(category: "books", amount: 45),
    Expense(category: "travel", amount: 120),
    Expense(category: "food", amount: 30),
]

let totals = expenses.reduce(into: [String: Int]()) { result, expense in
    result[expense.category, default: 0] += expense.amount
}
for key in totals.keys.sorted() {
    print(key, totals[key]!)
}

let grouped = Dictionary(grouping: expenses, by: { $0.category })
for (category, items) in grouped.sorted(by: { $0.key < $1.key }) {
    print(category, items.map(\.amount))
}

let text = "the quick brown fox jumps over the lazy dog the end"
let frequencies = text.split(separator: " ").reduce(into: [:]) { counts, word in
    counts[String(word), default: 0] += 1
}
let top = frequencies.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
print(top.map { "\($0.key)=\($0.value)" })

let byLength = Dictionary(grouping: text.split(separator: " ").map(String.init), by: \.count)
print(byLength.keys.sorted().map { "\($0): \(Set(byLength[$0]!).sorted())" })

let letters = text.filter(\.isLetter).reduce(into: Set<Character>()) { $0.insert($1) }
print("distinct letters:", letters.count)

// expect: books 45
// expect: food 50
// expect: travel 420
// expect: books [45]
// expect: food [12, 8, 30]
// expect: travel [300, 120]
// expect: ["the=3", "brown=1", "dog=1"]
// expect: ["3: [\"dog\", \"end\", \"fox\", \"the\"]", "4: [\"lazy\", \"over\"]", "5: [\"brown\", \"jumps\", \"quick\"]"]
// expect: distinct letters: 26
