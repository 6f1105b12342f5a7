// Swift book style: nested types
// Checks: enums nested in structs with raw values and nested structs; referring to
// nested types from outside with dotted names; nested types in classes and enums;
// nested types with static members and methods.

struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }

    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace:
                return Values(first: 1, second: 11)
            case .jack, .queen, .king:
                return Values(first: 10, second: nil)
            default:
                return Values(first: self.rawValue, second: nil)
            }
        }
    }

    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue),"
        output += " value is \(rank.values.first)"
        if let second = rank.values.second {
            output += " or \(second)"
        }
        return output
    }
}

let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let queen = BlackjackCard(rank: .queen, suit: .hearts)
print("queen: \(queen.description)")
let five = BlackjackCard(rank: .five, suit: .clubs)
print("five: \(five.description)")

let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
let values: BlackjackCard.Rank.Values = BlackjackCard.Rank.king.values
print(values.first, values.second as Any)

final class Restaurant {
    enum Course: String, CaseIterable {
        case starter, main, dessert
    }
    struct Dish {
        let name: String
        let course: Course
        let price: Int
    }
    private(set) var menu: [Dish] = []
    func add(_ name: String, _ course: Course, _ price: Int) {
        menu.append(Dish(name: name, course: course, price: price))
    }
    func dishes(for course: Course) -> [String] {
        menu.filter { $0.course == course }.map(\.name)
    }
}

let bistro = Restaurant()
bistro.add("Soup", .starter, 6)
bistro.add("Steak", .main, 24)
bistro.add("Tart", .dessert, 8)
bistro.add("Salad", .starter, 7)
for course in Restaurant.Course.allCases {
    print("\(course.rawValue): \(bistro.dishes(for: course))")
}
let special = Restaurant.Dish(name: "Risotto", course: .main, price: 18)
print("special \(special.name) costs \(special.price)")

// Deeply nested types with static members
enum Outer {
    struct Middle {
        enum Inner: Int {
            case a = 1, b, c
            static var total: Int { Inner.a.rawValue + Inner.b.rawValue + Inner.c.rawValue }
        }
        static let label = "middle"
        func describe(_ inner: Inner) -> String { "\(Middle.label)/\(inner)" }
    }
}
print(Outer.Middle.Inner.total)
print(Outer.Middle().describe(.c))
let innerValue: Outer.Middle.Inner? = Outer.Middle.Inner(rawValue: 2)
print(innerValue as Any)

// Nested type shadowing a top-level name
struct Node {
    struct Node { let tag = "inner" }
    let child = Node()
}
print(Node().child.tag)

// Nested generic type
struct Container<Element> {
    struct Slot { var item: Element; var index: Int }
    var slots: [Slot] = []
    mutating func put(_ item: Element) { slots.append(Slot(item: item, index: slots.count)) }
}
var box = Container<String>()
box.put("x")
box.put("y")
print(box.slots.map { "\($0.index):\($0.item)" })

// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: queen: suit is ♡, value is 10
// expect: five: suit is ♣, value is 5
// expect: ♡
// expect: 10 nil
// expect: starter: ["Soup", "Salad"]
// expect: main: ["Steak"]
// expect: dessert: ["Tart"]
// expect: special Risotto costs 18
// expect: 6
// expect: middle/c
// expect: Optional(main.Outer.Middle.Inner.b)
// expect: inner
// expect: ["0:x", "1:y"]
