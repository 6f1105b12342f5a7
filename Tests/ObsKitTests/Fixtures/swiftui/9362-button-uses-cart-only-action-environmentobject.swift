// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentobject (a button that uses the cart only in its action: with @EnvironmentObject it re-renders on every cart change; with @Environment over an @Observable cart it doesn't)
// EnvironmentObject: "An environment object invalidates the current view whenever the observable object that conforms
// to ObservableObject changes" — whether or not the body reads it; StateObject likewise updates its owner. The page's
// note sends @Observable types to @Environment instead, where (Managing model data in your app) a view depends only
// on the properties its body reads. The add button's body reads nothing of the cart.
// - Legacy shop: mount; "Add apple": the owner, the count label and the add button all run.
// - Modern shop: mount; "Add apple": only the count label runs.
import SwiftUI

final class LegacyCart: ObservableObject {
    @Published var items: [String] = []
}

struct LegacyCountLabel: View {
    @EnvironmentObject var cart: LegacyCart

    var body: some View {
        let _ = print("legacy count: \(cart.items.count)")
        Text("\(cart.items.count) in cart")
    }
}

struct LegacyAddButton: View {
    @EnvironmentObject var cart: LegacyCart

    var body: some View {
        let _ = print("legacy add button body")
        Button("Add apple") { cart.items.append("apple") }
    }
}

struct LegacyShop: View {
    @StateObject private var cart = LegacyCart()

    var body: some View {
        let _ = print("legacy shop body")
        VStack {
            LegacyCountLabel()
            LegacyAddButton()
        }
        .environmentObject(cart)
    }
}

@Observable
final class ModernCart {
    var items: [String] = []
}

struct ModernCountLabel: View {
    @Environment(ModernCart.self) private var cart

    var body: some View {
        let _ = print("modern count: \(cart.items.count)")
        Text("\(cart.items.count) in cart")
    }
}

struct ModernAddButton: View {
    @Environment(ModernCart.self) private var cart

    var body: some View {
        let _ = print("modern add button body")
        Button("Add apple") { cart.items.append("apple") }
    }
}

struct ModernShop: View {
    @State private var cart = ModernCart()

    var body: some View {
        let _ = print("modern shop body")
        VStack {
            ModernCountLabel()
            ModernAddButton()
        }
        .environment(cart)
    }
}

:mount LegacyShop()
// expect: legacy shop body
// expect: legacy count: 0
// expect: legacy add button body
:tap "Add apple"
// expect: legacy shop body
// expect: legacy count: 1
// expect: legacy add button body
:mount ModernShop()
// expect: modern shop body
// expect: modern count: 0
// expect: modern add button body
:tap "Add apple"
// expect: modern count: 1
