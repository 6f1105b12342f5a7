// Apple docs style (AsyncStream as an event bus): an actor publishes, a consumer task reacts
enum OrderEvent: CustomStringConvertible {
    case placed(id: Int, total: Int)
    case shipped(id: Int)
    case cancelled(id: Int, reason: String)

    var description: String {
        switch self {
        case .placed(let id, let total): return "placed #\(id) (\(total))"
        case .shipped(let id): return "shipped #\(id)"
        case .cancelled(let id, let reason): return "cancelled #\(id): \(reason)"
        }
    }
}

actor OrderService {
    nonisolated let events: AsyncStream<OrderEvent>
    private let continuation: AsyncStream<OrderEvent>.Continuation
    private var open: [Int: Int] = [:]
    private var nextID = 1

    init() {
        (events, continuation) = AsyncStream.makeStream(of: OrderEvent.self)
    }

    func place(total: Int) -> Int {
        let id = nextID
        nextID += 1
        open[id] = total
        continuation.yield(.placed(id: id, total: total))
        return id
    }

    func ship(_ id: Int) {
        guard open.removeValue(forKey: id) != nil else { return }
        continuation.yield(.shipped(id: id))
    }

    func cancel(_ id: Int, reason: String) {
        guard open.removeValue(forKey: id) != nil else { return }
        continuation.yield(.cancelled(id: id, reason: reason))
    }

    func close() { continuation.finish() }
}

// The consumer keeps a running tally; it only returns when the bus is closed.
struct Dashboard {
    var lines: [String] = []
    var revenue = 0
    var pending: [Int: Int] = [:]
}

let service = OrderService()
let consumer = Task { () -> Dashboard in
    var board = Dashboard()
    for await event in service.events {
        board.lines.append(event.description)
        switch event {
        case .placed(let id, let total): board.pending[id] = total
        case .shipped(let id): board.revenue += board.pending.removeValue(forKey: id) ?? 0
        case .cancelled(let id, _): board.pending[id] = nil
        }
    }
    return board
}

// The producer side is driven sequentially, so the event order is fixed.
let a = await service.place(total: 40)
let b = await service.place(total: 25)
await service.ship(a)
let c = await service.place(total: 90)
await service.cancel(b, reason: "customer request")
await service.ship(b)                 // ignored: already cancelled
await service.ship(c)
await service.close()

let board = await consumer.value
for line in board.lines { print(line) }
print("revenue:", board.revenue, "pending:", board.pending.count)

// expect: placed #1 (40)
// expect: placed #2 (25)
// expect: shipped #1
// expect: placed #3 (90)
// expect: cancelled #2: customer request
// expect: shipped #3
// expect: revenue: 130 pending: 0
