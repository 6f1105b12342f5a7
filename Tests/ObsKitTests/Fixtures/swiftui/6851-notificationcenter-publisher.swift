// Follows Foundation's `NotificationCenter.publisher(for:object:)` page
// (https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)): "Returns a
// publisher that emits events when broadcasting notifications." Own code: product rows that post "item added" and a
// cart badge that counts the posts with `onReceive` (Apple `view/onreceive(_:perform:)`).
// - A notification center "delivers notifications to observers synchronously": `post` returns after every observer
//   ran (Apple `notificationcenter`, rules §15.15), so the badge's line comes between "posting" and "posted", all
//   inside the tap; the badge's @State write runs its body at the next update (rules §3.4, §10.1).
// - The badge only subscribes while it is on screen: hidden, it is destroyed (rules §1.1, §1.4), a post reaches no
//   one; shown again, it is a new node whose count starts at 0.
// - A notification publisher replays nothing, so whether SwiftUI resubscribes after a badge body cannot change the
//   output.
import SwiftUI
import Combine

extension Notification.Name {
    static let itemAddedToCart = Notification.Name("itemAddedToCart")
}

struct ProductRow: View {
    let name: String

    var body: some View {
        Button("Add \(name)") {
            print("posting for \(name)")
            NotificationCenter.default.post(name: .itemAddedToCart, object: nil)
            print("posted for \(name)")
        }
    }
}

struct CartBadge: View {
    @State private var count = 0

    var body: some View {
        let _ = print("CartBadge body, \(count) items")
        Text("Cart: \(count)")
            .onReceive(NotificationCenter.default.publisher(for: .itemAddedToCart)) { _ in
                count += 1
                print("badge received, count \(count)")
            }
    }
}

struct ShopView: View {
    @State private var showBadge = true

    var body: some View {
        let _ = print("ShopView body, badge \(showBadge ? "shown" : "hidden")")
        VStack {
            if showBadge {
                CartBadge()
            }
            ProductRow(name: "Mug")
            ProductRow(name: "Tee")
            Toggle("Show cart badge", isOn: $showBadge)
        }
    }
}

:mount ShopView()
// expect: ShopView body, badge shown
// expect: CartBadge body, 0 items
:tap "Add Mug"
// expect: posting for Mug
// expect: badge received, count 1
// expect: posted for Mug
// expect: CartBadge body, 1 items
:tap "Add Tee"
// expect: posting for Tee
// expect: badge received, count 2
// expect: posted for Tee
// expect: CartBadge body, 2 items
:toggle "Show cart badge"
// expect: ShopView body, badge hidden
:tap "Add Mug"
// expect: posting for Mug
// expect: posted for Mug
:toggle "Show cart badge"
// expect: ShopView body, badge shown
// expect: CartBadge body, 0 items
:tap "Add Tee"
// expect: posting for Tee
// expect: badge received, count 1
// expect: posted for Tee
// expect: CartBadge body, 1 items
