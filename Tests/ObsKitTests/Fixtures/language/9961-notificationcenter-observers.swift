// Apple docs style (NotificationCenter): posting and observing with closures
import Foundation

extension Notification.Name {
    static let cartDidChange = Notification.Name("CartDidChange")
    static let userDidLogOut = Notification.Name("UserDidLogOut")
}

// Delivery order between several observers of one name is not guaranteed,
// so each post's deliveries are collected and printed sorted.
final class EventLog {
    private(set) var lines: [String] = []
    private var pending: [String] = []
    func add(_ s: String) { lines.append(s); pending.append(s) }
    func flush(_ label: String) {
        print("\(label): \(pending.isEmpty ? "(nothing)" : pending.sorted().joined(separator: "; "))")
        pending.removeAll()
    }
}

final class Cart {
    private(set) var items: [String] = []
    let center: NotificationCenter
    init(center: NotificationCenter) { self.center = center }

    func add(_ item: String) {
        items.append(item)
        center.post(name: .cartDidChange, object: self, userInfo: ["item": item, "count": items.count])
    }
}

let center = NotificationCenter()  // a private center keeps the example self-contained
let log = EventLog()

// queue: nil delivers synchronously on the posting thread
let badgeToken = center.addObserver(forName: .cartDidChange, object: nil, queue: nil) { note in
    let count = note.userInfo?["count"] as? Int ?? 0
    log.add("badge shows \(count)")
}
let itemToken = center.addObserver(forName: .cartDidChange, object: nil, queue: nil) { note in
    let item = note.userInfo?["item"] as? String ?? "?"
    log.add("added \(item)")
}

let cart = Cart(center: center)
cart.add("apples")
log.flush("apples")
cart.add("bread")
log.flush("bread")
print("items:", cart.items)

// Removing one observer stops its deliveries
center.removeObserver(badgeToken)
cart.add("milk")
log.flush("milk")

// Filtering by sender object
let otherCart = Cart(center: center)
let onlyOther = center.addObserver(forName: .cartDidChange, object: otherCart, queue: nil) { _ in
    log.add("other cart changed")
}
cart.add("eggs")
log.flush("eggs")
otherCart.add("tea")
log.flush("tea")

// Posting a Notification value directly, with no userInfo
let logoutToken = center.addObserver(forName: .userDidLogOut, object: nil, queue: nil) { note in
    log.add("logout received, name=\(note.name.rawValue), userInfo nil=\(note.userInfo == nil)")
}
center.post(Notification(name: .userDidLogOut))
log.flush("logout")

// Posting a name nobody observes does nothing
center.post(name: Notification.Name("Unobserved"), object: nil)
log.flush("unobserved")

// Clean up
for token in [itemToken, onlyOther, logoutToken] {
    center.removeObserver(token)
}
cart.add("butter")
center.post(name: .userDidLogOut, object: nil)
log.flush("after cleanup")
print("total log lines:", log.lines.count)
print("last line:", log.lines.last ?? "none")
print("cart count:", cart.items.count, "other cart:", otherCart.items)

// expect: apples: added apples; badge shows 1
// expect: bread: added bread; badge shows 2
// expect: items: ["apples", "bread"]
// expect: milk: added milk
// expect: eggs: added eggs
// expect: tea: added tea; other cart changed
// expect: logout: logout received, name=UserDidLogOut, userInfo nil=true
// expect: unobserved: (nothing)
// expect: after cleanup: (nothing)
// expect: total log lines: 9
// expect: last line: logout received, name=UserDidLogOut, userInfo nil=true
// expect: cart count: 5 other cart: ["tea"]
