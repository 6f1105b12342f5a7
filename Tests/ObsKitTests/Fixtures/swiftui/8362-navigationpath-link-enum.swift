// SwiftUI from Apple's documentation: NavigationStack(path:) with NavigationPath and NavigationLink(value:)
// Source: developer.apple.com/documentation/swiftui/understanding-the-navigation-stack: "A
// NavigationStack exposes its state to your app with the path parameter of its initializer" ...
// "use a NavigationPath"; NavigationStack: the stack "adds items to the collection as it adds views
// to the stack and removes items when it removes views". NavigationPath is Equatable (onChange(of:)).
import SwiftUI

enum Route: Hashable {
    case settings
    case profile(String)
}

struct ContentView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Settings", value: Route.settings)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .settings:
                        NavigationLink("Profile of Ann", value: Route.profile("Ann"))
                    case .profile(let name):
                        Text("Profile: \(name)")
                    }
                }
        }
        .onChange(of: path) {
            print("path count \(path.count)")
        }
    }
}

:mount ContentView()
:tap "Settings"
:tap "Profile of Ann"
:back
:back

// expect: path count 1
// expect: path count 2
// expect: path count 1
// expect: path count 0
