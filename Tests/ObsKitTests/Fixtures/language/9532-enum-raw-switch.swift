// Order status enum with String raw values, switch-driven labels, CaseIterable and parsing from raw strings (expected output from swiftc 6.3.1 on Linux)
enum OrderStatus: String, CaseIterable {
    case pending
    case paid
    case shipped = "in_transit"
    case delivered
    case cancelled

    var label: String {
        switch self {
        case .pending: return "Waiting for payment"
        case .paid: return "Payment received"
        case .shipped: return "On its way"
        case .delivered: return "Delivered"
        case .cancelled: return "Cancelled"
        }
    }

    var isFinal: Bool {
        switch self {
        case .delivered, .cancelled: return true
        default: return false
        }
    }

    var next: OrderStatus? {
        switch self {
        case .pending: return .paid
        case .paid: return .shipped
        case .shipped: return .delivered
        case .delivered, .cancelled: return nil
        }
    }
}

enum Priority: Int, Comparable {
    case low = 1, normal, high, urgent
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

for status in OrderStatus.allCases {
    let nextText = status.next.map { $0.rawValue } ?? "-"
    print("\(status.rawValue): \(status.label) final=\(status.isFinal) next=\(nextText)")
}

let incoming = ["paid", "in_transit", "shipped", "CANCELLED", "delivered"]
for raw in incoming {
    if let s = OrderStatus(rawValue: raw) {
        print("parsed \(raw) -> \(s)")
    } else if let s = OrderStatus(rawValue: raw.lowercased()) {
        print("parsed \(raw) after lowercasing -> \(s)")
    } else {
        print("unknown status \(raw)")
    }
}

var status = OrderStatus.pending
var steps: [String] = []
while let n = status.next { steps.append(n.rawValue); status = n }
print(steps.joined(separator: " -> "))

print(Priority.high.rawValue, Priority(rawValue: 4) == .urgent, Priority(rawValue: 9) == nil)
let priorities: [Priority] = [.normal, .urgent, .low, .high]
print(priorities.sorted().map { $0.rawValue }, priorities.max()! == .urgent)

// expect: pending: Waiting for payment final=false next=paid
// expect: paid: Payment received final=false next=in_transit
// expect: in_transit: On its way final=false next=delivered
// expect: delivered: Delivered final=true next=-
// expect: cancelled: Cancelled final=true next=-
// expect: parsed paid -> paid
// expect: parsed in_transit -> shipped
// expect: unknown status shipped
// expect: parsed CANCELLED after lowercasing -> cancelled
// expect: parsed delivered -> delivered
// expect: paid -> in_transit -> delivered
// expect: 3 true true
// expect: [1, 2, 3, 4] true
