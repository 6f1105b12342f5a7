// Initializers: several custom inits on a struct, failable inits on structs and enums, designated/convenience inits inherited through subclasses, required inits
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A festival box office: luggage weights, usernames, T-shirt sizes, and tickets in a basket.
struct Weight {
    var kilograms: Double
    init(fromPounds pounds: Double) {
        kilograms = pounds * 0.5
    }
    init(fromStones stones: Double) {
        kilograms = stones * 6.5
    }
    init(_ kg: Double) {
        kilograms = kg
    }
}
print(Weight(fromPounds: 44).kilograms, Weight(12).kilograms)
struct Username {
    let text: String
    init?(text: String) {
        if text.isEmpty { return nil }
        self.text = text
    }
}
print(Username(text: "mo_beats")?.text ?? "none", Username(text: "") == nil)
enum ShirtSize: Character {
    case small = "S", medium = "M", large = "L"
    init?(letter: Character) {
        switch letter {
        case "S", "s": self = .small
        case "M", "m": self = .medium
        case "L", "l": self = .large
        default: return nil
        }
    }
}
print(ShirtSize(letter: "m") as Any, ShirtSize(letter: "Q") as Any, ShirtSize(rawValue: "L") as Any)
class Ticket {
    var name: String
    init(name: String) {
        self.name = name
        print("Ticket.init(name: \(name))")
    }
    convenience init() {
        self.init(name: "[General admission]")
    }
}
class GroupTicket: Ticket {
    var people: Int
    init(name: String, people: Int) {
        self.people = people
        super.init(name: name)
    }
    override convenience init(name: String) {
        self.init(name: name, people: 1)
    }
}
class BasketLine: GroupTicket {
    var paid = false
    var summary: String {
        "\(people) x \(name)" + (paid ? " [paid]" : " [unpaid]")
    }
}
var basket = [BasketLine(), BasketLine(name: "Camping pass"), BasketLine(name: "Day pass", people: 4)]
basket[0].name = "Weekend pass"
basket[0].paid = true
for line in basket { print(line.summary) }
class Document {
    var title: String
    required init(title: String) { self.title = title }
    init?(nonEmpty title: String) {
        guard !title.isEmpty else { return nil }
        self.title = title
    }
}
class Report: Document {
    required init(title: String) { super.init(title: title.uppercased()) }
}
func make<T: Document>(_ type: T.Type, _ title: String) -> T { T(title: title) }
print(make(Document.self, "notes").title, make(Report.self, "q3 sales").title)
print(Document(nonEmpty: "") == nil, Document(nonEmpty: "x")?.title ?? "nil")
// expect: 22.0 12.0
// expect: mo_beats true
// expect: Optional(main.ShirtSize.medium) nil Optional(main.ShirtSize.large)
// expect: Ticket.init(name: [General admission])
// expect: Ticket.init(name: Camping pass)
// expect: Ticket.init(name: Day pass)
// expect: 1 x Weekend pass [paid]
// expect: 1 x Camping pass [unpaid]
// expect: 4 x Day pass [unpaid]
// expect: notes Q3 SALES
// expect: true x
