// Hacking with Swift-style "@EnvironmentObject redraws every view that declares it": the same shop with an ObservableObject session; adding to the cart runs the owner, the header and the cart button, while the plain container in between stays put
// What SwiftUI does: the @StateObject owner observes the session and runs at every @Published change
// (rules §4.4, §6.5). Each `@EnvironmentObject` box subscribes too, so every view declaring it runs, whatever
// it read (rules §14.1, ObsREPL's choice; rules §6.5), printing `_session` (rules §12.1). `ShopContent` has no
// inputs and declares nothing: the owner's new `ShopContent()` equals the old one and is skipped (rules §2.7),
// so the header and the button run only because of their own subscriptions, without `@self`.
// Sources: rules §2.7, §4.4, §6.5, §12.1, §12.2, §14.1.
import SwiftUI
import Combine

final class LegacySession: ObservableObject {
    @Published var userName = "Sam"
    @Published var cartCount = 0
}

struct UserHeader: View {
    @EnvironmentObject var session: LegacySession

    var body: some View {
        let _ = Self._printChanges()
        Text("Hi, \(session.userName)")
    }
}

struct CartButton: View {
    @EnvironmentObject var session: LegacySession

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Cart: \(session.cartCount)")
            Button("Add to cart") { session.cartCount += 1 }
        }
    }
}

struct ShopContent: View {
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            UserHeader()
            CartButton()
        }
    }
}

struct ShopRoot: View {
    @StateObject private var session = LegacySession()

    var body: some View {
        let _ = Self._printChanges()
        ShopContent()
            .environmentObject(session)
    }
}

:mount ShopRoot()
// expect: ShopRoot: @self, @identity, _session changed.
// expect: ShopContent: @self changed.
// expect: UserHeader: @self, @identity, _session changed.
// expect: CartButton: @self, @identity, _session changed.
:tap "Add to cart"
// expect: ShopRoot: _session changed.
// expect: UserHeader: _session changed.
// expect: CartButton: _session changed.
