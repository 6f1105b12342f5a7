// Issue 13 (A), a cart badge kept in sync with NotificationCenter (code that predates Observation): a
// `Notification.Name` extension, `.onReceive(NotificationCenter.default.publisher(for:))`, and a product
// screen posting the notification with the new count in `userInfo`.
// Expected: the post runs the onReceive action synchronously (2244); the badge re-runs once per post.
import SwiftUI

extension Notification.Name {
    static let cartUpdated = Notification.Name("cartUpdated")
}

struct CartButton: View {
    @State private var count = 0

    var body: some View {
        let _ = print("cart badge:", count)
        Label("Cart", systemImage: "cart")
            .badge(count)
            .onReceive(NotificationCenter.default.publisher(for: .cartUpdated)) { notification in
                if let newCount = notification.userInfo?["count"] as? Int {
                    count = newCount
                }
            }
    }
}

struct ProductScreen: View {
    @State private var inCart = 0

    var body: some View {
        VStack {
            CartButton()
            Button("Add to Cart") {
                inCart += 1
                NotificationCenter.default.post(name: .cartUpdated, object: nil, userInfo: ["count": inCart])
            }
        }
    }
}

:mount ProductScreen()
:tap "Add to Cart"
:tap "Add to Cart"

// expect: cart badge: 0
// expect: cart badge: 1
// expect: cart badge: 2
