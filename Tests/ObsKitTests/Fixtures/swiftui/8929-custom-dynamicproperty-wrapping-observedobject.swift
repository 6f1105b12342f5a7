// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (a custom DynamicProperty wrapping @ObservedObject of a model the parent owns with @StateObject: a published change invalidates both the owner and the view whose wrapper observes the object)
import SwiftUI
import Combine

final class Cart: ObservableObject {
    @Published var count = 0
}

@propertyWrapper
struct CartSummary: DynamicProperty {
    @ObservedObject private var cart: Cart

    init(_ cart: Cart) { _cart = ObservedObject(wrappedValue: cart) }

    var wrappedValue: String { cart.count == 0 ? "empty" : "\(cart.count) items" }
}

struct Badge: View {
    @CartSummary var summary: String

    init(cart: Cart) { _summary = CartSummary(cart) }

    var body: some View {
        let _ = print("badge: \(summary)")
        Text(summary)
    }
}

struct Store: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("store body")
        VStack {
            Button("Add") { cart.count += 1 }
            Badge(cart: cart)
        }
    }
}

:mount Store()
:tap "Add"
:tap "Add"
// expect: store body
// expect: badge: empty
// expect: store body
// expect: badge: 1 items
// expect: store body
// expect: badge: 2 items
