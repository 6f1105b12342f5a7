// CaseIterable synthesizes allCases in declaration order.
enum Suit: String, CaseIterable {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}
enum Weekday: CaseIterable {
    case mon, tue, wed, thu, fri
}
print(Suit.allCases.count)
print(Suit.allCases.map { $0.rawValue }.joined(separator: " "))
for day in Weekday.allCases {
    print(day, terminator: day == .fri ? "" : " ")
}
print()
print(Weekday.allCases.firstIndex(of: .wed)!)
print(Weekday.allCases.last!)

// expect: 4
// expect: ♠ ♥ ♦ ♣
// expect: mon tue wed thu fri
// expect: 2
// expect: fri
