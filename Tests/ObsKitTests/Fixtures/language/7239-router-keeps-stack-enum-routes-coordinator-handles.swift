// App architecture style (coordinator): a router keeps a stack of enum routes and a coordinator handles push, pop and deep links
enum Route: Hashable, CustomStringConvertible {
    case home
    case list(category: String)
    case detail(id: Int)
    case settings

    var description: String {
        switch self {
        case .home: return "home"
        case .list(let c): return "list(\(c))"
        case .detail(let id): return "detail#\(id)"
        case .settings: return "settings"
        }
    }
}

final class Router {
    private(set) var stack: [Route] = [.home] {
        didSet { onChange?(stack) }
    }
    var onChange: (([Route]) -> Void)?

    func push(_ r: Route) { stack.append(r) }
    @discardableResult func pop() -> Route? { stack.count > 1 ? stack.removeLast() : nil }
    func popToRoot() { stack = [.home] }
    func replace(with routes: [Route]) { stack = [.home] + routes }
}

final class AppCoordinator {
    let router: Router
    private(set) var visits: [Route: Int] = [:]
    init(router: Router) {
        self.router = router
        router.onChange = { [weak self] stack in
            guard let self, let top = stack.last else { return }
            self.visits[top, default: 0] += 1
            print("stack:", stack.map(\.description).joined(separator: " > "))
        }
    }
    func open(url: String) {
        let parts = url.split(separator: "/").map(String.init)
        switch (parts.first, parts.count) {
        case ("item", 2): if let id = Int(parts[1]) { router.replace(with: [.list(category: "all"), .detail(id: id)]) }
        case ("cat", 2): router.replace(with: [.list(category: parts[1])])
        case ("settings", _): router.push(.settings)
        default: print("unknown link \(url)")
        }
    }
}

let coordinator = AppCoordinator(router: Router())
coordinator.router.push(.list(category: "books"))
coordinator.router.push(.detail(id: 42))
coordinator.router.pop()
coordinator.open(url: "item/7")
coordinator.open(url: "settings")
coordinator.open(url: "bogus/1/2")
coordinator.open(url: "cat/music")
coordinator.router.popToRoot()
print("pop at root:", coordinator.router.pop() as Any)
let summary = coordinator.visits.map { "\($0.key)=\($0.value)" }.sorted()
print(summary)

// expect: stack: home > list(books)
// expect: stack: home > list(books) > detail#42
// expect: stack: home > list(books)
// expect: stack: home > list(all) > detail#7
// expect: stack: home > list(all) > detail#7 > settings
// expect: unknown link bogus/1/2
// expect: stack: home > list(music)
// expect: stack: home
// expect: pop at root: nil
// expect: ["detail#42=1", "detail#7=1", "home=1", "list(books)=2", "list(music)=1", "settings=1"]
