// App architecture style (codable navigation path): a router's route enum with associated values round-trips through sorted-key JSON and parses deep links
import Foundation

enum Screen: Codable, Equatable, CustomStringConvertible {
    case inbox
    case thread(id: Int, unread: Bool)
    case compose(to: String?)
    case search(query: String, page: Int)

    var description: String {
        switch self {
        case .inbox: return "inbox"
        case let .thread(id, unread): return "thread \(id)\(unread ? "*" : "")"
        case .compose(let to): return "compose(\(to ?? "new"))"
        case let .search(q, p): return "search '\(q)' p\(p)"
        }
    }
}

struct NavigationState: Codable, Equatable {
    var path: [Screen] = []
    var tab = "mail"
}

func parse(link: String) -> [Screen]? {
    var screens: [Screen] = []
    let parts = link.split(separator: "/").map(String.init)
    var i = 0
    while i < parts.count {
        switch (parts[i], i + 1 < parts.count ? parts[i + 1] : nil) {
        case ("thread", let id?) where Int(id) != nil:
            screens.append(.thread(id: Int(id)!, unread: false)); i += 2
        case ("compose", let to?):
            screens.append(.compose(to: to)); i += 2
        case ("compose", nil):
            screens.append(.compose(to: nil)); i += 1
        case ("search", let q?):
            screens.append(.search(query: q, page: 1)); i += 2
        default:
            return nil
        }
    }
    return screens
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

var nav = NavigationState()
for link in ["thread/12", "search/swift/thread/4/compose", "thread/abc", "compose/ana@x.io"] {
    if let screens = parse(link: link) {
        nav.path = [.inbox] + screens
        print("\(link) -> \(nav.path)")
    } else {
        print("\(link) -> rejected, path stays \(nav.path)")
    }
}
nav.path.append(.thread(id: 7, unread: true))
nav.path.append(.search(query: "q", page: 3))
let data = try encoder.encode(nav)
print(String(decoding: data, as: UTF8.self))
let restored = try JSONDecoder().decode(NavigationState.self, from: data)
print("restored equal:", restored == nav, restored.path.map(\.description))

// expect: thread/12 -> [inbox, thread 12]
// expect: search/swift/thread/4/compose -> [inbox, search 'swift' p1, thread 4, compose(new)]
// expect: thread/abc -> rejected, path stays [inbox, search 'swift' p1, thread 4, compose(new)]
// expect: compose/ana@x.io -> [inbox, compose(ana@x.io)]
// expect: {"path":[{"inbox":{}},{"compose":{"to":"ana@x.io"}},{"thread":{"id":7,"unread":true}},{"search":{"page":3,"query":"q"}}],"tab":"mail"}
// expect: restored equal: true ["inbox", "compose(ana@x.io)", "thread 7*", "search \'q\' p3"]
