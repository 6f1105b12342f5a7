// Tutorial style (NotificationCenter): a model object posting change notifications to a view
import Foundation

extension Notification.Name {
    static let cartDidChange = Notification.Name("CartDidChange")
}

final class Cart {
    static let itemsKey = "items"
    private(set) var items: [String] = []

    func add(_ item: String) {
        items.append(item)
        NotificationCenter.default.post(name: .cartDidChange, object: self, userInfo: [Cart.itemsKey: items])
    }

    func clear() {
        items.removeAll()
        NotificationCenter.default.post(name: .cartDidChange, object: self, userInfo: [Cart.itemsKey: items])
    }
}

final class BadgeView {
    var text = "0"
    var observer: NSObjectProtocol?

    func watch(_ cart: Cart) {
        observer = NotificationCenter.default.addObserver(forName: .cartDidChange, object: cart, queue: nil) { [weak self] note in
            guard let items = note.userInfo?[Cart.itemsKey] as? [String] else { return }
            self?.text = "\(items.count)"
            print("badge -> \(items.count): \(items.joined(separator: ", "))")
        }
    }

    func stop() {
        if let o = observer {
            NotificationCenter.default.removeObserver(o)
            observer = nil
        }
    }
}

let cart = Cart()
let badge = BadgeView()
badge.watch(cart)
cart.add("pen")
cart.add("notebook")
print("badge text:", badge.text)
cart.clear()
badge.stop()
cart.add("eraser")
print("badge text:", badge.text, "items:", cart.items)
// expect: badge -> 1: pen
// expect: badge -> 2: pen, notebook
// expect: badge text: 2
// expect: badge -> 0: 
// expect: badge text: 0 items: ["eraser"]
