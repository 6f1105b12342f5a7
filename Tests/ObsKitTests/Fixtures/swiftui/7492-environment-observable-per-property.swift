// SwiftLee-style "@Environment with @Observable models": a shop session in the environment; adding to the cart runs the cart button only, logging in runs the header only
// What SwiftUI does: `@Environment(ShopSession.self)` with an @Observable model tracks reads per property
// (rules §14.2, §8.3): each view runs only for what its body read, printing `@dependencies` (rules §12.1). Its
// first run lists the environment property `_session` (rules §12.2). The owner keeps the session in @State and
// reads none of its properties in its body, so it never runs again.
// Sources: rules §8.3, §12.1, §12.2, §14.2; Apple "Migrating from the Observable Object protocol to the Observable macro".
import SwiftUI
import Observation

@Observable
final class ShopSession {
    var userName = "Sam"
    var cartCount = 0
}

struct UserHeader: View {
    @Environment(ShopSession.self) private var session

    var body: some View {
        let _ = Self._printChanges()
        Text("Hi, \(session.userName)")
    }
}

struct CartButton: View {
    @Environment(ShopSession.self) private var session

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Cart: \(session.cartCount)")
            Button("Add to cart") { session.cartCount += 1 }
        }
    }
}

struct ShopScreen: View {
    @State private var session = ShopSession()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            UserHeader()
            CartButton()
            Button("Log in as Kim") { session.userName = "Kim" }
        }
        .environment(session)
    }
}

:mount ShopScreen()
// expect: ShopScreen: @self, @identity, _session changed.
// expect: UserHeader: @self, @identity, _session changed.
// expect: CartButton: @self, @identity, _session changed.
:tap "Add to cart"
// expect: CartButton: @dependencies changed.
:tap "Log in as Kim"
// expect: UserHeader: @dependencies changed.
:tap "Add to cart"
// expect: CartButton: @dependencies changed.
