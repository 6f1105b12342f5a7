// Apple Developer Forums style: an @Observable session held in a @State of the App's root view and shared with .environment(session); views that read it through @Environment(Session.self) run only for the properties they read, the root never runs again (rules §15.16, §14.2, §8.3, §3.1)
import SwiftUI

@Observable
final class Session {
    var user: String? = nil
    var cartCount = 0

    init() { print("Session init") }
}

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var session = Session()

    var body: some View {
        let _ = print("RootView body")
        NavigationStack {
            VStack {
                LoginBadge()
                CartButton()
            }
        }
        .environment(session)
    }
}

struct LoginBadge: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("LoginBadge body: \(session.user ?? "guest")")
        Button(session.user == nil ? "Log in" : "Log out") {
            session.user = session.user == nil ? "kim" : nil
        }
    }
}

struct CartButton: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("CartButton body: \(session.cartCount)")
        Button("Add to cart") { session.cartCount += 1 }
    }
}

:mount ShopApp()
// expect: Session init
// expect: RootView body
// expect: LoginBadge body: guest
// expect: CartButton body: 0
:tap "Log in"
// expect: LoginBadge body: kim
:tap "Add to cart"
// expect: CartButton body: 1
:tap "Log out"
// expect: LoginBadge body: guest
