// App code style: order processing pipeline chaining Result values with map and flatMap
enum OrderError: Error, CustomStringConvertible {
    case invalidQuantity(String)
    case unknownProduct(String)
    case outOfStock(String, requested: Int, available: Int)
    case paymentDeclined(reason: String)

    var description: String {
        switch self {
        case .invalidQuantity(let s): return "invalid quantity '\(s)'"
        case .unknownProduct(let p): return "unknown product \(p)"
        case let .outOfStock(p, r, a): return "\(p): requested \(r), only \(a) left"
        case .paymentDeclined(let r): return "payment declined: \(r)"
        }
    }
}

struct OrderRequest { let product: String; let quantity: String; let card: String }
struct ValidOrder { let product: String; let quantity: Int }
struct PricedOrder { let order: ValidOrder; let total: Int }
struct Receipt { let id: Int; let line: String }

var stock = ["widget": 5, "gadget": 1, "doohickey": 0]
let prices = ["widget": 250, "gadget": 1999, "doohickey": 75]
var nextReceipt = 1000

func validate(_ r: OrderRequest) -> Result<ValidOrder, OrderError> {
    guard let q = Int(r.quantity), q > 0 else { return .failure(.invalidQuantity(r.quantity)) }
    guard prices[r.product] != nil else { return .failure(.unknownProduct(r.product)) }
    return .success(ValidOrder(product: r.product, quantity: q))
}

func reserve(_ o: ValidOrder) -> Result<ValidOrder, OrderError> {
    let available = stock[o.product, default: 0]
    guard available >= o.quantity else {
        return .failure(.outOfStock(o.product, requested: o.quantity, available: available))
    }
    stock[o.product] = available - o.quantity
    return .success(o)
}

func price(_ o: ValidOrder) -> PricedOrder {
    let base = prices[o.product]! * o.quantity
    let bulk = o.quantity >= 3 ? base / 10 : 0
    return PricedOrder(order: o, total: base - bulk)
}

func charge(_ card: String) -> (PricedOrder) -> Result<Receipt, OrderError> {
    return { p in
        if card.hasPrefix("4000") { return .failure(.paymentDeclined(reason: "insufficient funds")) }
        if p.total > 3000 { return .failure(.paymentDeclined(reason: "over limit")) }
        nextReceipt += 1
        return .success(Receipt(id: nextReceipt, line: "\(p.order.quantity)x \(p.order.product) = \(p.total)"))
    }
}

func process(_ r: OrderRequest) -> Result<Receipt, OrderError> {
    validate(r).flatMap(reserve).map(price).flatMap(charge(r.card))
}

let requests = [
    OrderRequest(product: "widget", quantity: "3", card: "4111"),
    OrderRequest(product: "widget", quantity: "two", card: "4111"),
    OrderRequest(product: "sprocket", quantity: "1", card: "4111"),
    OrderRequest(product: "gadget", quantity: "1", card: "4000"),
    OrderRequest(product: "widget", quantity: "3", card: "4111"),
    OrderRequest(product: "widget", quantity: "2", card: "4242"),
    OrderRequest(product: "doohickey", quantity: "1", card: "4111"),
]
var failures: [String: Int] = [:]
for (i, r) in requests.enumerated() {
    let result = process(r)
    switch result {
    case .success(let receipt): print("\(i): receipt #\(receipt.id) \(receipt.line)")
    case .failure(let e):
        print("\(i): failed - \(e)")
        failures[String(describing: e).split(separator: " ").first.map(String.init) ?? "?", default: 0] += 1
    }
}
print("stock:", stock.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let receipts = requests.map(process).compactMap { try? $0.get() }
print("second pass receipts:", receipts.map(\.id), "failure kinds:", failures.keys.sorted())
struct WrappedError: Error { let message: String }
let mapped = validate(requests[1]).mapError { WrappedError(message: "E: \($0)") }
if case .failure(let w) = mapped { print("mapped:", w.message) }
print((try? validate(requests[0]).get())?.quantity ?? 0)
// expect: 0: receipt #1001 3x widget = 675
// expect: 1: failed - invalid quantity 'two'
// expect: 2: failed - unknown product sprocket
// expect: 3: failed - payment declined: insufficient funds
// expect: 4: failed - widget: requested 3, only 2 left
// expect: 5: receipt #1002 2x widget = 500
// expect: 6: failed - doohickey: requested 1, only 0 left
// expect: stock: ["doohickey=0", "gadget=0", "widget=0"]
// expect: second pass receipts: [] failure kinds: ["doohickey:", "invalid", "payment", "unknown", "widget:"]
// expect: mapped: E: invalid quantity 'two'
// expect: 3
