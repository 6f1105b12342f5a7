// App code style: enum-based app routes with deep-link parsing and navigation stack
enum Route: Equatable, CustomStringConvertible {
    case home
    case product(id: Int)
    case search(query: String, page: Int)
    case settings(section: String?)

    init?(url: String) {
        guard url.hasPrefix("app://") else { return nil }
        let body = url.dropFirst(6)
        let pieces = body.split(separator: "?", maxSplits: 1)
        let path = pieces.first.map { $0.split(separator: "/").map(String.init) } ?? []
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                if kv.count == 2 { query[kv[0]] = kv[1] }
            }
        }
        switch (path.first, path.count) {
        case (nil, _): self = .home
        case ("product"?, 2) where Int(path[1]) != nil: self = .product(id: Int(path[1])!)
        case ("search"?, 1): self = .search(query: query["q"] ?? "", page: Int(query["page"] ?? "") ?? 1)
        case ("settings"?, 1): self = .settings(section: nil)
        case ("settings"?, 2): self = .settings(section: path[1])
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .home: return "Home"
        case .product(let id): return "Product#\(id)"
        case let .search(q, p): return "Search('\(q)', p\(p))"
        case .settings(let s): return "Settings" + (s.map { "/\($0)" } ?? "")
        }
    }
}

struct Navigator {
    private(set) var stack: [Route] = [.home]
    mutating func open(_ url: String) {
        guard let r = Route(url: url) else { print("cannot open \(url)"); return }
        if r == .home { stack = [.home] }
        else if let i = stack.firstIndex(of: r) { stack.removeSubrange((i + 1)...) }
        else { stack.append(r) }
        print("open \(url) -> \(stack.map(\.description).joined(separator: " > "))")
    }
    mutating func back() { if stack.count > 1 { stack.removeLast() } }
}

var nav = Navigator()
nav.open("app://product/12")
nav.open("app://search?q=lamp&page=2")
nav.open("app://product/12")
nav.open("app://settings/privacy")
nav.open("app://product/abc")
nav.open("http://example.com")
nav.back()
nav.open("app://search?q=desk")
nav.open("app://")
print(nav.stack)
// expect: open app://product/12 -> Home > Product#12
// expect: open app://search?q=lamp&page=2 -> Home > Product#12 > Search('lamp', p2)
// expect: open app://product/12 -> Home > Product#12
// expect: open app://settings/privacy -> Home > Product#12 > Settings/privacy
// expect: cannot open app://product/abc
// expect: cannot open http://example.com
// expect: open app://search?q=desk -> Home > Product#12 > Search('desk', p1)
// expect: open app:// -> Home
// expect: [Home]
