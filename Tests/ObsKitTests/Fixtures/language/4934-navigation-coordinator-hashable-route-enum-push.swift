// App code style: navigation coordinator with a Hashable route enum, push/pop/popTo, deep links and a back-stack log
enum Route: Hashable, CustomStringConvertible {
    case home
    case category(String)
    case product(id: Int)
    case cart
    case checkout(step: Int)
    case orderConfirmation(orderID: String)

    var description: String {
        switch self {
        case .home: return "Home"
        case .category(let name): return "Category(\(name))"
        case .product(let id): return "Product(\(id))"
        case .cart: return "Cart"
        case .checkout(let step): return "Checkout[\(step)]"
        case .orderConfirmation(let id): return "Confirmation(\(id))"
        }
    }

    var allowsBack: Bool {
        if case .orderConfirmation = self { return false }
        return true
    }
}

final class Coordinator {
    private(set) var path: [Route] = []
    private(set) var log: [String] = []
    var onChange: (([Route]) -> Void)?

    var current: Route { path.last ?? .home }

    func push(_ route: Route) {
        if route == current {
            log.append("ignored duplicate \(route)")
            return
        }
        path.append(route)
        log.append("push \(route)")
        onChange?(path)
    }

    @discardableResult
    func pop() -> Route? {
        guard let last = path.last, last.allowsBack else {
            log.append("pop blocked at \(current)")
            return nil
        }
        path.removeLast()
        log.append("pop \(last)")
        onChange?(path)
        return last
    }

    func popTo(_ route: Route) {
        guard let index = path.lastIndex(of: route) else {
            log.append("popTo \(route) not in stack")
            return
        }
        let removed = path.count - index - 1
        path.removeLast(removed)
        log.append("popTo \(route) removed \(removed)")
        onChange?(path)
    }

    func popToRoot() {
        path.removeAll()
        log.append("popToRoot")
        onChange?(path)
    }

    func open(deepLink: String) {
        let parts = deepLink.split(separator: "/").map(String.init)
        var routes: [Route] = []
        var i = 0
        while i < parts.count {
            switch (parts[i], i + 1 < parts.count ? parts[i + 1] : nil) {
            case ("c", let name?): routes.append(.category(name)); i += 2
            case ("p", let id?) where Int(id) != nil: routes.append(.product(id: Int(id)!)); i += 2
            case ("cart", _): routes.append(.cart); i += 1
            default:
                log.append("deep link stopped at '\(parts[i])'")
                i = parts.count
            }
        }
        path = routes
        log.append("deep link -> \(routes.count) screens")
        onChange?(path)
    }
}

let coordinator = Coordinator()
var renders = 0
coordinator.onChange = { path in
    renders += 1
    print("stack:", ([Route.home] + path).map(\.description).joined(separator: " > "))
}

coordinator.push(.category("Shoes"))
coordinator.push(.product(id: 42))
coordinator.push(.product(id: 42))
coordinator.push(.cart)
coordinator.push(.checkout(step: 1))
coordinator.push(.checkout(step: 2))
coordinator.popTo(.cart)
coordinator.popTo(.checkout(step: 9))
coordinator.push(.checkout(step: 1))
coordinator.push(.orderConfirmation(orderID: "Z-17"))
coordinator.pop()
coordinator.popToRoot()
coordinator.open(deepLink: "c/Hats/p/7/cart")
coordinator.pop()
coordinator.open(deepLink: "c/Bags/p/x/cart")
print("current:", coordinator.current, "renders:", renders)

var visits: [Route: Int] = [:]
for entry in coordinator.log where entry.hasPrefix("push ") {
    if let route = [Route.cart, .product(id: 42), .category("Shoes"), .checkout(step: 1), .checkout(step: 2)].first(where: { "push \($0)" == entry }) {
        visits[route, default: 0] += 1
    }
}
print(visits.map { "\($0.key)=\($0.value)" }.sorted())
print("log:")
coordinator.log.forEach { print("  " + $0) }

// expect: stack: Home > Category(Shoes)
// expect: stack: Home > Category(Shoes) > Product(42)
// expect: stack: Home > Category(Shoes) > Product(42) > Cart
// expect: stack: Home > Category(Shoes) > Product(42) > Cart > Checkout[1]
// expect: stack: Home > Category(Shoes) > Product(42) > Cart > Checkout[1] > Checkout[2]
// expect: stack: Home > Category(Shoes) > Product(42) > Cart
// expect: stack: Home > Category(Shoes) > Product(42) > Cart > Checkout[1]
// expect: stack: Home > Category(Shoes) > Product(42) > Cart > Checkout[1] > Confirmation(Z-17)
// expect: stack: Home
// expect: stack: Home > Category(Hats) > Product(7) > Cart
// expect: stack: Home > Category(Hats) > Product(7)
// expect: stack: Home > Category(Bags)
// expect: current: Category(Bags) renders: 12
// expect: ["Cart=1", "Category(Shoes)=1", "Checkout[1]=2", "Checkout[2]=1", "Product(42)=1"]
// expect: log:
// expect:   push Category(Shoes)
// expect:   push Product(42)
// expect:   ignored duplicate Product(42)
// expect:   push Cart
// expect:   push Checkout[1]
// expect:   push Checkout[2]
// expect:   popTo Cart removed 2
// expect:   popTo Checkout[9] not in stack
// expect:   push Checkout[1]
// expect:   push Confirmation(Z-17)
// expect:   pop blocked at Confirmation(Z-17)
// expect:   popToRoot
// expect:   deep link -> 3 screens
// expect:   pop Cart
// expect:   deep link stopped at 'p'
// expect:   deep link -> 1 screens
