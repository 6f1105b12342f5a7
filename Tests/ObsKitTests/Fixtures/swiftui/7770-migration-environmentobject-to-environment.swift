// Observation in depth: migrating `.environmentObject`/`@EnvironmentObject` to `.environment`/`@Environment(Type.self)`
// Before: the owner's `@StateObject` and every `@EnvironmentObject` box subscribe to the object, so adding to the
// cart runs the home, the greeting (which never reads the count) and the cart icon (rules §6.5, §4.4, §14.1).
// After: `@Environment(SessionModel.self)` tracks reads per property (§14.2, §8; Apple "migrating"), and the owner
// only passes the model on: the cart icon alone runs.
import SwiftUI

final class SessionObject: ObservableObject {
    @Published var userName = "ana"
    @Published var cartCount = 0
}

struct OldGreeting: View {
    @EnvironmentObject var session: SessionObject

    var body: some View {
        let _ = print("old greeting")
        Text("Hi \(session.userName)")
    }
}

struct OldCartIcon: View {
    @EnvironmentObject var session: SessionObject

    var body: some View {
        let _ = print("old cart icon")
        Button("Old add") { session.cartCount += 1 }
        Text("Cart \(session.cartCount)")
    }
}

struct OldHome: View {
    @StateObject private var session = SessionObject()

    var body: some View {
        let _ = print("old home")
        VStack {
            OldGreeting()
            OldCartIcon()
        }
        .environmentObject(session)
    }
}

@Observable
final class SessionModel {
    var userName = "ana"
    var cartCount = 0
}

struct NewGreeting: View {
    @Environment(SessionModel.self) private var session

    var body: some View {
        let _ = print("new greeting")
        Text("Hi \(session.userName)")
    }
}

struct NewCartIcon: View {
    @Environment(SessionModel.self) private var session

    var body: some View {
        let _ = print("new cart icon")
        Button("New add") { session.cartCount += 1 }
        Text("Cart \(session.cartCount)")
    }
}

struct NewHome: View {
    @State private var session = SessionModel()

    var body: some View {
        let _ = print("new home")
        VStack {
            NewGreeting()
            NewCartIcon()
        }
        .environment(session)
    }
}

:mount OldHome()
// expect: old home
// expect: old greeting
// expect: old cart icon
:tap "Old add"
// expect: old home
// expect: old greeting
// expect: old cart icon
:mount NewHome()
// expect: new home
// expect: new greeting
// expect: new cart icon
:tap "New add"
// expect: new cart icon
