// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) (one destination for an enum route type: its content builder switches over the pushed value, so each case gets its own view and the associated value)
import SwiftUI

enum Route: Hashable {
    case profile(String)
    case settings
    case about
}

struct AppShell: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Profile", value: Route.profile("Mia"))
                NavigationLink("Settings", value: Route.settings)
                Button("About (code)") { path.append(.about) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .profile(let name):
                    Button("Wave at \(name)") { print("hello \(name)") }
                case .settings:
                    Button("Reset settings") { print("settings reset, depth \(path.count)") }
                case .about:
                    Text("About this app")
                        .onAppear { print("about shown") }
                }
            }
        }
    }
}

:mount AppShell()
:tap "Profile"
:tap "Wave at Mia"
:back
:tap "Settings"
:tap "Reset settings"
:back
:tap "About (code)"
// expect: hello Mia
// expect: settings reset, depth 1
// expect: about shown
