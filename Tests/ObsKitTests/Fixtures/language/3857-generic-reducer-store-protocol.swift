// App code style: generic reducer store with protocol for state/actions and combined reducers
protocol StoreAction {}
protocol Reducing {
    associatedtype S
    associatedtype A
    func reduce(_ state: inout S, _ action: A) -> [String]
}

struct AnyReducer<S, A>: Reducing {
    let body: (inout S, A) -> [String]
    func reduce(_ state: inout S, _ action: A) -> [String] { body(&state, action) }
    static func combine(_ rs: AnyReducer...) -> AnyReducer {
        AnyReducer { s, a in rs.flatMap { $0.reduce(&s, a) } }
    }
    func pullback<G>(_ kp: WritableKeyPath<G, S>) -> AnyReducer<G, A> {
        AnyReducer<G, A> { g, a in self.reduce(&g[keyPath: kp], a) }
    }
}

struct Cart { var items: [String: Int] = [:] }
struct Session { var user: String? = nil; var events = 0 }
struct World { var cart = Cart(); var session = Session() }
enum ShopAction: StoreAction { case add(String), remove(String), login(String), logout }

let cartReducer = AnyReducer<Cart, ShopAction> { cart, a in
    switch a {
    case .add(let i): cart.items[i, default: 0] += 1; return ["cart+\(i)"]
    case .remove(let i) where cart.items[i] != nil:
        cart.items[i]! -= 1
        if cart.items[i] == 0 { cart.items[i] = nil }
        return ["cart-\(i)"]
    default: return []
    }
}
let sessionReducer = AnyReducer<Session, ShopAction> { s, a in
    s.events += 1
    switch a {
    case .login(let u): s.user = u; return ["hello \(u)"]
    case .logout: defer { s.user = nil }; return ["bye \(s.user ?? "nobody")"]
    default: return []
    }
}
let app = AnyReducer.combine(cartReducer.pullback(\World.cart), sessionReducer.pullback(\World.session))

var world = World()
let actions: [ShopAction] = [.login("zoe"), .add("tea"), .add("tea"), .add("jam"), .remove("tea"), .remove("cake"), .logout, .logout]
for a in actions {
    let effects = app.reduce(&world, a)
    print(a, "=>", effects.isEmpty ? "-" : effects.joined(separator: ","))
}
print(world.cart.items.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }, world.session.events, world.session.user ?? "nil")
// expect: login("zoe") => hello zoe
// expect: add("tea") => cart+tea
// expect: add("tea") => cart+tea
// expect: add("jam") => cart+jam
// expect: remove("tea") => cart-tea
// expect: remove("cake") => -
// expect: logout => bye zoe
// expect: logout => bye nobody
// expect: ["jam:1", "tea:1"] 8 nil
