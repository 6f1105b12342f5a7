// App code style: order processing pipeline chaining Result values with map, flatMap, mapError and get
enum OrderError: Error, CustomStringConvertible {
    case parse(String)
    case outOfStock(String)
    case payment(Int)

    var description: String {
        switch self {
        case .parse(let s): return "cannot parse '\(s)'"
        case .outOfStock(let item): return "\(item) is out of stock"
        case .payment(let cents): return "payment of \(cents) declined"
        }
    }
}

struct Order { let item: String; let quantity: Int }
let stock = ["tea": 10, "mug": 2]
let prices = ["tea": 350, "mug": 1200]

func parse(_ line: String) -> Result<Order, OrderError> {
    let parts = line.split(separator: ":")
    guard parts.count == 2, let qty = Int(parts[1]) else { return .failure(.parse(line)) }
    return .success(Order(item: String(parts[0]), quantity: qty))
}

func reserve(_ order: Order) -> Result<Order, OrderError> {
    (stock[order.item] ?? 0) >= order.quantity ? .success(order) : .failure(.outOfStock(order.item))
}

func charge(_ cents: Int) -> Result<String, OrderError> {
    cents <= 5000 ? .success("receipt#\(cents)") : .failure(.payment(cents))
}

for line in ["tea:3", "mug:5", "spoon", "mug:2", "tea:x", "tea:10"] {
    let result = parse(line)
        .flatMap(reserve)
        .map { ($0.item, $0.quantity * (prices[$0.item] ?? 0)) }
        .flatMap { item, cents in charge(cents).map { "\(item): \($0)" } }
    switch result {
    case .success(let text): print("OK   \(text)")
    case .failure(let error): print("FAIL \(error)")
    }
}

struct Wrapped: Error { let message: String }
let wrapped = parse("??").mapError { Wrapped(message: "wrapped \($0)") }
do {
    _ = try wrapped.get()
} catch let error as Wrapped {
    print(error.message)
} catch {
    print("unexpected")
}
let value = try? parse("tea:1").get().quantity
print("try? get: \(value ?? -1)")
let fromThrowing = Result { try parse("mug:1").get() }
print("Result(catching:) ok: \((try? fromThrowing.get()) != nil)")
// expect: OK   tea: receipt#1050
// expect: FAIL mug is out of stock
// expect: FAIL cannot parse 'spoon'
// expect: OK   mug: receipt#2400
// expect: FAIL cannot parse 'tea:x'
// expect: OK   tea: receipt#3500
// expect: wrapped cannot parse '??'
// expect: try? get: 1
// expect: Result(catching:) ok: true
