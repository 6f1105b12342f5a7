// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/scene/environmentobject(_:) (an ObservableObject supplied to a whole scene)
// Scene's environmentObject(_:) "Supplies an ObservableObject to a view subhierarchy": the page's app applies it to
// the WindowGroup, and ContentView reads it with `@EnvironmentObject`. The app owns the object with @StateObject.
// - https://developer.apple.com/documentation/swiftui/environmentobject: the reader is invalidated whenever the
//   object changes, here by its own button.
import SwiftUI
import Combine

final class Account: ObservableObject {
    @Published var name = "Guest"
    init() { print("Account init") }
}

struct ContentView: View {
    @EnvironmentObject private var currentAccount: Account

    var body: some View {
        let _ = print("content: \(currentAccount.name)")
        VStack {
            Text("Hello, \(currentAccount.name)")
            Button("Sign In") { currentAccount.name = "Mia" }
        }
    }
}

@main
struct MyApp: App {
    @StateObject private var account = Account()

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .environmentObject(account)
    }
}

:mount MyApp()
// expect: Account init
// expect: content: Guest
:tap "Sign In"
// expect: content: Mia
