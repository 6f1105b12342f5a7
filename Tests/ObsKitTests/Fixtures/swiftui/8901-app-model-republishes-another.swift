// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/assign(to:) (an app model republishes another object's @Published items as a badge count with map and assign(to: &$badgeCount), so a view observing only the app model updates when the cart changes)
import SwiftUI
import Combine

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

final class AppModel: ObservableObject {
    let cart = Cart()
    @Published var badgeCount = 0

    init() {
        cart.$items
            .map { $0.count }
            .assign(to: &$badgeCount)
    }
}

struct ShopView: View {
    @StateObject private var app = AppModel()

    var body: some View {
        let _ = print("body: badge \(app.badgeCount)")
        VStack {
            Text("Cart (\(app.badgeCount))")
            Button("Add apple") { app.cart.items.append("apple") }
        }
    }
}

:mount ShopView()
:tap "Add apple"
:tap "Add apple"
// expect: body: badge 0
// expect: body: badge 1
// expect: body: badge 2
