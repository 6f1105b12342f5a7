// Book style (Nested Types): a restaurant order with nested enums, structs and static members
struct Order {
    enum Status: String {
        case placed, cooking, ready, served
        var next: Status? {
            switch self {
            case .placed: return .cooking
            case .cooking: return .ready
            case .ready: return .served
            case .served: return nil
            }
        }
    }

    struct Line {
        enum Course: Int, Comparable {
            case starter = 1, main, dessert
            static func < (l: Course, r: Course) -> Bool { l.rawValue < r.rawValue }
        }
        let dish: String
        let course: Course
        let price: Int
    }

    static var nextNumber = 100
    let number: Int
    var lines: [Line] = []
    var status = Status.placed

    init() {
        number = Order.nextNumber
        Order.nextNumber += 1
    }

    mutating func add(_ dish: String, _ course: Line.Course, _ price: Int) {
        lines.append(Line(dish: dish, course: course, price: price))
    }

    mutating func advance() -> Bool {
        guard let n = status.next else { return false }
        status = n
        return true
    }

    var total: Int { lines.map(\.price).reduce(0, +) }
}

var order = Order()
order.add("tiramisu", .dessert, 7)
order.add("soup", .starter, 5)
order.add("risotto", .main, 14)
print(order.number, order.total, order.status)
print(order.lines.sorted { $0.course < $1.course }.map(\.dish))
print(order.lines[1])
while order.advance() {
    print("status:", order.status.rawValue)
}
print(order.advance(), order.status)

var second = Order()
second.add("salad", .starter, 6)
print(second.number, Order.nextNumber)
print(second)
let course = Order.Line.Course(rawValue: 2)
print(course as Any, Order.Line.Course(rawValue: 7) as Any)
print(Order.Status(rawValue: "ready")?.next as Any)
let grouped = Dictionary(grouping: order.lines, by: { $0.course })
for c in grouped.keys.sorted() {
    print(c, grouped[c]!.map(\.dish))
}

// expect: 100 26 placed
// expect: ["soup", "risotto", "tiramisu"]
// expect: Line(dish: "soup", course: main.Order.Line.Course.starter, price: 5)
// expect: status: cooking
// expect: status: ready
// expect: status: served
// expect: false served
// expect: 101 102
// expect: Order(number: 101, lines: [main.Order.Line(dish: "salad", course: main.Order.Line.Course.starter, price: 6)], status: main.Order.Status.placed)
// expect: Optional(main.Order.Line.Course.main) nil
// expect: Optional(main.Order.Status.served)
// expect: starter ["soup"]
// expect: main ["risotto"]
// expect: dessert ["tiramisu"]
