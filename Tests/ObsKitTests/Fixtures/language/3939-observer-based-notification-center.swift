// App code style: observer-based notification center with closures and tokens
final class EventBus {
    typealias Handler = (String, Int) -> Void
    private var handlers: [String: [(id: Int, handler: Handler)]] = [:]
    private var nextID = 0
    private(set) var delivered = 0

    @discardableResult
    func subscribe(_ topic: String, _ handler: @escaping Handler) -> Int {
        nextID += 1
        handlers[topic, default: []].append((nextID, handler))
        return nextID
    }

    func unsubscribe(_ id: Int) {
        for key in handlers.keys { handlers[key]?.removeAll { $0.id == id } }
    }

    func publish(_ topic: String, _ value: Int) {
        let list = (handlers[topic] ?? []) + (handlers["*"] ?? [])
        for entry in list.sorted(by: { $0.id < $1.id }) {
            entry.handler(topic, value)
            delivered += 1
        }
    }
}

final class ScoreBoard {
    private(set) var total = 0
    private(set) var history: [Int] = []
    func attach(to bus: EventBus) -> Int {
        bus.subscribe("score") { [weak self] _, v in
            self?.total += v
            self?.history.append(v)
        }
    }
}

let bus = EventBus()
var log: [String] = []
let board = ScoreBoard()
let boardToken = board.attach(to: bus)
let allToken = bus.subscribe("*") { topic, v in log.append("\(topic):\(v)") }
var highScore = 0
bus.subscribe("score") { _, v in if v > highScore { highScore = v } }
var alarms = 0
bus.subscribe("alarm") { _, level in alarms += level >= 3 ? 1 : 0 }

bus.publish("score", 10)
bus.publish("alarm", 2)
bus.publish("score", 35)
bus.publish("alarm", 5)
bus.unsubscribe(allToken)
bus.publish("score", 20)
bus.unsubscribe(boardToken)
bus.publish("score", 50)
bus.publish("unknown", 1)

print("board total \(board.total) history \(board.history)")
print("high score \(highScore), alarms \(alarms)")
print("log: \(log.joined(separator: ", "))")
print("delivered \(bus.delivered)")
// expect: board total 65 history [10, 35, 20]
// expect: high score 50, alarms 1
// expect: log: score:10, alarm:2, score:35, alarm:5
// expect: delivered 13
