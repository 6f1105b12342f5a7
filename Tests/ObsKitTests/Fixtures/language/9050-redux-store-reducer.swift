// Unidirectional data flow: a Redux-style store with actions, a pure reducer, middleware and subscribers
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct CartItem: Equatable {
    let name: String; var quantity: Int; let unitPrice: Int
}

struct AppState: Equatable {
    var items: [CartItem] = []
    var couponPercent = 0
    var errorMessage: String?

    var subtotal: Int { items.reduce(0) { $0 + $1.quantity * $1.unitPrice } }
    var total: Int { subtotal - subtotal * couponPercent / 100 }
}

enum Action {
    case add(name: String, price: Int)
    case remove(name: String)
    case setQuantity(name: String, quantity: Int)
    case applyCoupon(String)
}

typealias Reducer<S, A> = (inout S, A) -> Void
typealias Middleware<A> = (A) -> A?

let cartReducer: Reducer<AppState, Action> = { state, action in
    state.errorMessage = nil
    switch action {
    case let .add(name, price):
        if let i = state.items.firstIndex(where: { $0.name == name }) {
            state.items[i].quantity += 1
        } else {
            state.items.append(CartItem(name: name, quantity: 1, unitPrice: price))
        }
    case .remove(let name):
        state.items.removeAll { $0.name == name }
    case let .setQuantity(name, qty) where qty <= 0:
        state.items.removeAll { $0.name == name }
    case let .setQuantity(name, qty):
        guard let i = state.items.firstIndex(where: { $0.name == name }) else { return }
        state.items[i].quantity = qty
    case .applyCoupon(let code):
        switch code.uppercased() {
        case "SAVE10": state.couponPercent = 10
        case "HALF": state.couponPercent = 50
        default: state.errorMessage = "Unknown coupon \(code)"
        }
    }
}

final class Store<State: Equatable, A> {
    private(set) var state: State
    private let reducer: Reducer<State, A>
    private let middleware: [Middleware<A>]
    private var subscribers: [(State) -> Void] = []

    init(initial: State, reducer: @escaping Reducer<State, A>, middleware: [Middleware<A>] = []) {
        state = initial; self.reducer = reducer; self.middleware = middleware
    }

    func subscribe(_ callback: @escaping (State) -> Void) { subscribers.append(callback); callback(state) }

    func dispatch(_ action: A) {
        var current: A? = action
        for m in middleware { current = current.flatMap(m) }
        guard let finalAction = current else { print("  (action blocked)"); return }
        let old = state
        reducer(&state, finalAction)
        if state != old { subscribers.forEach { $0(state) } }
    }
}

let blockFreebies: Middleware<Action> = { if case .add(_, let p) = $0, p <= 0 { return nil }; return $0 }
let store = Store(initial: AppState(), reducer: cartReducer, middleware: [blockFreebies])
store.subscribe { s in
    let summary = s.items.map { "\($0.name)x\($0.quantity)" }.joined(separator: ",")
    print("[\(summary)] total=\(s.total)" + (s.errorMessage.map { " error=\($0)" } ?? ""))
}
let actions: [Action] = [.add(name: "book", price: 1500), .add(name: "pen", price: 200), .add(name: "book", price: 1500),
                         .add(name: "sticker", price: 0), .applyCoupon("bogus"), .applyCoupon("save10"),
                         .setQuantity(name: "pen", quantity: 5), .setQuantity(name: "book", quantity: 0), .remove(name: "ghost")]
actions.forEach(store.dispatch)
// expect: [] total=0
// expect: [bookx1] total=1500
// expect: [bookx1,penx1] total=1700
// expect: [bookx2,penx1] total=3200
// expect:   (action blocked)
// expect: [bookx2,penx1] total=3200 error=Unknown coupon bogus
// expect: [bookx2,penx1] total=2880
// expect: [bookx2,penx5] total=3600
// expect: [penx5] total=900
