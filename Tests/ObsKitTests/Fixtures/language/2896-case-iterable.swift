// Compiler test style: CaseIterable synthesized allCases, counts, and iteration order
enum Beverage: CaseIterable {
    case coffee, tea, juice
}

let numberOfChoices = Beverage.allCases.count
print("\(numberOfChoices) beverages available")

for beverage in Beverage.allCases {
    print(beverage)
}

enum Suit: String, CaseIterable {
    case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
}

print(Suit.allCases.map(\.rawValue).joined())
print(Suit.allCases.firstIndex(of: .diamonds)!)

enum Weekday: Int, CaseIterable {
    case mon = 1, tue, wed, thu, fri, sat, sun

    var isWeekend: Bool { self == .sat || self == .sun }

    var next: Weekday {
        let all = Weekday.allCases
        let idx = all.firstIndex(of: self)!
        return all[(idx + 1) % all.count]
    }
}

print(Weekday.allCases.filter(\.isWeekend))
print(Weekday.sun.next, Weekday.wed.next)
print(Weekday.allCases.map(\.rawValue).reduce(0, +))

func describeAll<T: CaseIterable>(_ type: T.Type) -> String {
    "\(T.allCases.count) cases: " + T.allCases.map { "\($0)" }.joined(separator: ",")
}
print(describeAll(Beverage.self))
print(describeAll(Bool.self == Bool.self ? Suit.self : Suit.self))

// expect: 3 beverages available
// expect: coffee
// expect: tea
// expect: juice
// expect: ♠♡♢♣
// expect: 2
// expect: [main.Weekday.sat, main.Weekday.sun]
// expect: mon thu
// expect: 28
// expect: 3 cases: coffee,tea,juice
// expect: 4 cases: spades,hearts,diamonds,clubs
