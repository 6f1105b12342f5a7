// App model layer: order status tracking with allowed transitions, timeline and typed errors
enum OrderStatus: String, CaseIterable {
    case pending, paid, packed, shipped, delivered, cancelled, refunded

    var allowedNext: Set<OrderStatus> {
        switch self {
        case .pending: return [.paid, .cancelled]
        case .paid: return [.packed, .refunded]
        case .packed: return [.shipped, .refunded]
        case .shipped: return [.delivered]
        case .delivered: return [.refunded]
        case .cancelled, .refunded: return []
        }
    }
    var isTerminal: Bool { allowedNext.isEmpty }
}

struct TransitionError: Error, CustomStringConvertible {
    let from: OrderStatus, to: OrderStatus
    var description: String { "cannot go from \(from.rawValue) to \(to.rawValue)" }
}

struct TrackedOrder {
    let id: String
    private(set) var status: OrderStatus = .pending
    private(set) var timeline: [(step: Int, status: OrderStatus)] = [(0, .pending)]

    init(id: String) { self.id = id }

    mutating func move(to next: OrderStatus, at step: Int) throws {
        guard status.allowedNext.contains(next) else { throw TransitionError(from: status, to: next) }
        status = next
        timeline.append((step, next))
    }

    var progress: Double {
        let path: [OrderStatus] = [.pending, .paid, .packed, .shipped, .delivered]
        guard let i = path.firstIndex(of: status) else { return 0 }
        return Double(i) / Double(path.count - 1)
    }
}

var order = TrackedOrder(id: "A-17")
let plan: [OrderStatus] = [.paid, .shipped, .packed, .shipped, .paid, .delivered, .refunded, .packed]
for (step, next) in plan.enumerated() {
    do {
        try order.move(to: next, at: step + 1)
        print("step \(step + 1): \(next.rawValue) (\(Int(order.progress * 100))%)")
    } catch {
        print("step \(step + 1): rejected, \(error)")
    }
}
print("timeline: " + order.timeline.map { "\($0.step):\($0.status.rawValue)" }.joined(separator: " "))
print("terminal statuses: \(OrderStatus.allCases.filter(\.isTerminal).map(\.rawValue))")
let reachable = OrderStatus.allCases.filter { s in OrderStatus.allCases.contains { $0.allowedNext.contains(s) } }
print("unreachable: \(Set(OrderStatus.allCases).subtracting(reachable).map(\.rawValue).sorted())")

// expect: step 1: paid (25%)
// expect: step 2: rejected, cannot go from paid to shipped
// expect: step 3: packed (50%)
// expect: step 4: shipped (75%)
// expect: step 5: rejected, cannot go from shipped to paid
// expect: step 6: delivered (100%)
// expect: step 7: refunded (0%)
// expect: step 8: rejected, cannot go from refunded to packed
// expect: timeline: 0:pending 1:paid 3:packed 4:shipped 6:delivered 7:refunded
// expect: terminal statuses: ["cancelled", "refunded"]
// expect: unreachable: ["pending"]
