// Navigation in apps: an App owns an @Observable router whose `path` has a didSet that logs screen views for analytics.
// The macro keeps property observers, so each write of `path`, from a link's push or from `:back` through the stack's
// binding, runs didSet at once, before the update it causes (rules §15.6, §15.12, §0.3). The content view made
// `$router.path`, so it runs after each change (rules §8.5); each pushed screen's body runs once, on its push (rules §14.3).
import SwiftUI

enum Screen: Hashable {
    case pricing, checkout
}

@Observable final class Router {
    var path: [Screen] = [] {
        didSet { print("analytics: \(oldValue.count) -> \(path.count)") }
    }
}

struct PricingView: View {
    var body: some View {
        let _ = print("PricingView body")
        NavigationLink("Checkout", value: Screen.checkout)
    }
}

struct CheckoutView: View {
    var body: some View {
        let _ = print("CheckoutView body")
        Text("Pay now")
    }
}

struct ContentView: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("ContentView body")
        NavigationStack(path: $router.path) {
            NavigationLink("Pricing", value: Screen.pricing)
                .navigationDestination(for: Screen.self) { screen in
                    switch screen {
                    case .pricing: PricingView()
                    case .checkout: CheckoutView()
                    }
                }
        }
    }
}

struct AnalyticsApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(router)
        }
    }
}

:mount AnalyticsApp()
// expect: ContentView body
:tap "Pricing"
// expect: analytics: 0 -> 1
// expect: ContentView body
// expect: PricingView body
:tap "Checkout"
// expect: analytics: 1 -> 2
// expect: ContentView body
// expect: CheckoutView body
:back
// expect: analytics: 2 -> 1
// expect: ContentView body
:back
// expect: analytics: 1 -> 0
// expect: ContentView body
