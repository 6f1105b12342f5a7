// Apple docs style (NotificationCenter): posting and observing app events
import Foundation

extension Notification.Name {
    static let cartDidChange = Notification.Name("CartDidChange")
    static let userDidLogOut = Notification.Name("UserDidLogOut")
}

final class Cart {
    private(set) var items: [String] = []
    func add(_ item: String) {
        items.append(item)
        NotificationCenter.default.post(name: .cartDidChange, object: self,
                                        userInfo: ["count": items.count, "item": item])
    }
}

let center = NotificationCenter.default
let cart = Cart()
var badge = 0

let badgeObserver = center.addObserver(forName: .cartDidChange, object: nil, queue: nil) { note in
    badge = note.userInfo?["count"] as? Int ?? 0
}

let logObserver = center.addObserver(forName: .cartDidChange, object: cart, queue: nil) { note in
    let item = note.userInfo?["item"] as? String ?? "?"
    print("log: added \(item) (\(note.name.rawValue))")
}

cart.add("Tea")
print("badge: \(badge)")
cart.add("Mug")
print("badge: \(badge)")

// posts from a different object are ignored by the object-filtered observer
let otherCart = Cart()
otherCart.add("Spoon")
print("badge after other cart: \(badge)")

center.removeObserver(logObserver)
cart.add("Honey")
print("badge: \(badge)")

var loggedOut = false
let logoutObserver = center.addObserver(forName: .userDidLogOut, object: nil, queue: nil) { _ in
    loggedOut = true
    print("clearing session")
}
center.post(name: .userDidLogOut, object: nil)
print("logged out: \(loggedOut)")

center.removeObserver(badgeObserver)
center.removeObserver(logoutObserver)
cart.add("Lemon")
center.post(Notification(name: .userDidLogOut))
print("final badge: \(badge), cart size: \(cart.items.count)")

// expect: log: added Tea (CartDidChange)
// expect: badge: 1
// expect: log: added Mug (CartDidChange)
// expect: badge: 2
// expect: badge after other cart: 1
// expect: badge: 3
// expect: clearing session
// expect: logged out: true
// expect: final badge: 3, cart size: 4
