// Hacking with Swift style (event bus): a typed notification center with subscription tokens, cancel on deinit and ordering
final class Token {
    private let cancelAction: () -> Void
    init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    func cancel() { cancelAction() }
    deinit { cancelAction() }
}

final class Channel<Message> {
    private var handlers: [Int: (Message) -> Void] = [:]
    private var nextID = 0
    let name: String
    init(name: String) { self.name = name }

    func observe(_ handler: @escaping (Message) -> Void) -> Token {
        let id = nextID
        nextID += 1
        handlers[id] = handler
        return Token { [weak self] in
            if self?.handlers.removeValue(forKey: id) != nil {
                print("[\(self!.name)] observer \(id) removed")
            }
        }
    }

    func send(_ message: Message) {
        for id in handlers.keys.sorted() { handlers[id]?(message) }
    }

    var observerCount: Int { handlers.count }
}

struct PriceChange { let symbol: String; let cents: Int }

let prices = Channel<PriceChange>(name: "prices")
let status = Channel<String>(name: "status")

var received: [String] = []
let first = prices.observe { received.append("A:\($0.symbol)=\($0.cents)") }
var second: Token? = prices.observe { change in
    if change.cents > 1000 { received.append("B:big \(change.symbol)") }
}
let statusToken = status.observe { received.append("status \($0)") }

prices.send(PriceChange(symbol: "ABC", cents: 950))
prices.send(PriceChange(symbol: "XYZ", cents: 1250))
status.send("open")
print(prices.observerCount, status.observerCount)

second = nil
prices.send(PriceChange(symbol: "QRS", cents: 5000))
first.cancel()
first.cancel()
prices.send(PriceChange(symbol: "LMN", cents: 1))
print(prices.observerCount, second == nil)
statusToken.cancel()
status.send("closed")
received.forEach { print($0) }

// expect: 2 1
// expect: [prices] observer 1 removed
// expect: [prices] observer 0 removed
// expect: 0 true
// expect: [status] observer 0 removed
// expect: A:ABC=950
// expect: A:XYZ=1250
// expect: B:big XYZ
// expect: status open
// expect: A:QRS=5000
