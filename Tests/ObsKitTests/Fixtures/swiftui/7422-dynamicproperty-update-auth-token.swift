// SwiftLee style: an `@AuthHeader` DynamicProperty that reads a token from the environment and logs in `update()`
// What SwiftUI does: the wrapper's nested `@Environment` gets a box in the host's node (rules §7.1), and `update()`
// runs before every body of the host, after its nested properties were refreshed (rules §7.2), so it logs the token
// the body will use. Logging in changes the key's value: the host runs again (rules §7.3, §14.2). Refreshing changes
// the feed's own `@State`; `update()` runs before that body too (rules §7.2). Logging in a second time writes an
// equal `@State` value: nothing runs (rules §3.4).
// Sources: rules §3.4, §7.1, §7.2, §7.3, §14.2; https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
import SwiftUI

extension EnvironmentValues {
    @Entry var authToken: String = "anonymous"
}

@propertyWrapper
struct AuthHeader: DynamicProperty {
    @Environment(\.authToken) private var token

    init() {}

    var wrappedValue: String { "Bearer \(token)" }

    func update() {
        print("AuthHeader update: \(token)")
    }
}

struct FeedView: View {
    @AuthHeader private var header: String
    @State private var refreshes = 0

    var body: some View {
        let _ = print("FeedView body: \(header), refreshes \(refreshes)")
        VStack {
            Text("Feed")
            Button("Refresh") { refreshes += 1 }
        }
    }
}

struct AppShell: View {
    @State private var token = "anonymous"

    var body: some View {
        let _ = print("AppShell body")
        VStack {
            FeedView()
            Button("Log in") { token = "abc123" }
        }
        .environment(\.authToken, token)
    }
}

:mount AppShell()
// expect: AppShell body
// expect: AuthHeader update: anonymous
// expect: FeedView body: Bearer anonymous, refreshes 0
:tap "Log in"
// expect: AppShell body
// expect: AuthHeader update: abc123
// expect: FeedView body: Bearer abc123, refreshes 0
:tap "Refresh"
// expect: AuthHeader update: abc123
// expect: FeedView body: Bearer abc123, refreshes 1
:tap "Log in"
