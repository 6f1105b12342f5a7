// App architecture style (order workflow FSM): an order's status enum with guarded transitions, a transition table log and invalid-event errors
enum OrderStatus: String, CaseIterable {
    case draft, submitted, paid, shipped, delivered, cancelled, refunded
}

enum OrderEvent: Equatable {
    case submit
    case pay(amount: Int)
    case ship(carrier: String)
    case deliver
    case cancel(reason: String)
    case refund
}

struct TransitionError: Error, CustomStringConvertible {
    let from: OrderStatus
    let event: OrderEvent
    var description: String { "cannot \(event) while \(from.rawValue)" }
}

struct Order {
    let total: Int
    var status: OrderStatus = .draft
    var paid = 0
    var notes: [String] = []

    mutating func apply(_ event: OrderEvent) throws {
        switch (status, event) {
        case (.draft, .submit):
            status = .submitted
        case (.submitted, .pay(let amount)) where amount >= total:
            paid = amount
            status = .paid
            if amount > total { notes.append("overpaid \(amount - total)") }
        case (.submitted, .pay(let amount)):
            notes.append("partial \(amount) rejected")
        case (.paid, .ship(let carrier)):
            notes.append("via \(carrier)")
            status = .shipped
        case (.shipped, .deliver):
            status = .delivered
        case (.draft, .cancel(let r)), (.submitted, .cancel(let r)), (.paid, .cancel(let r)):
            notes.append("cancelled: \(r)")
            status = paid > 0 ? .refunded : .cancelled
        case (.delivered, .refund):
            status = .refunded
        default:
            throw TransitionError(from: status, event: event)
        }
    }
}

func run(_ name: String, total: Int, _ events: [OrderEvent]) {
    var order = Order(total: total)
    print("== \(name)")
    for event in events {
        do {
            try order.apply(event)
            print("  \(event) -> \(order.status.rawValue)")
        } catch let error as TransitionError {
            print("  error: \(error)")
        } catch {
            print("  unexpected")
        }
    }
    print("  notes: \(order.notes.joined(separator: "; "))")
}

run("happy", total: 50, [.submit, .pay(amount: 60), .ship(carrier: "post"), .deliver])
run("partial then cancel", total: 80, [.submit, .pay(amount: 20), .cancel(reason: "changed mind"), .deliver])
run("paid cancel", total: 10, [.submit, .pay(amount: 10), .cancel(reason: "late"), .refund])
run("refund", total: 5, [.refund, .submit, .pay(amount: 5), .ship(carrier: "van"), .deliver, .refund])
print(OrderStatus.allCases.filter { $0.rawValue.hasSuffix("ed") }.map(\.rawValue))

// expect: == happy
// expect:   submit -> submitted
// expect:   pay(amount: 60) -> paid
// expect:   ship(carrier: "post") -> shipped
// expect:   deliver -> delivered
// expect:   notes: overpaid 10; via post
// expect: == partial then cancel
// expect:   submit -> submitted
// expect:   pay(amount: 20) -> submitted
// expect:   cancel(reason: "changed mind") -> cancelled
// expect:   error: cannot deliver while cancelled
// expect:   notes: partial 20 rejected; cancelled: changed mind
// expect: == paid cancel
// expect:   submit -> submitted
// expect:   pay(amount: 10) -> paid
// expect:   cancel(reason: "late") -> refunded
// expect:   error: cannot refund while refunded
// expect:   notes: cancelled: late
// expect: == refund
// expect:   error: cannot refund while draft
// expect:   submit -> submitted
// expect:   pay(amount: 5) -> paid
// expect:   ship(carrier: "van") -> shipped
// expect:   deliver -> delivered
// expect:   refund -> refunded
// expect:   notes: via van
// expect: ["submitted", "shipped", "delivered", "cancelled", "refunded"]
