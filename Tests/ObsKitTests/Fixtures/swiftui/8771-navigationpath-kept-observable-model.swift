// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationpath (a NavigationPath kept in an @Observable model and bound with @Bindable; any pushed view can pop to the root by replacing it with an empty path)
import SwiftUI

@Observable
final class Router {
    var path = NavigationPath()
}

struct Leaf: View {
    @Environment(Router.self) private var router
    let depth: Int

    var body: some View {
        VStack {
            Text("Depth \(depth)")
            Button("Push from \(depth)") { router.path.append(depth + 1) }
            Button("Home from \(depth)") {
                router.path = NavigationPath()
                print("path empty: \(router.path.isEmpty)")
            }
        }
    }
}

struct RouterRoot: View {
    @State private var router = Router()

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Button("Enter") { router.path.append(1) }
                .navigationDestination(for: Int.self) { depth in
                    Leaf(depth: depth)
                }
        }
        .environment(router)
    }
}

:mount RouterRoot()
:tap "Enter"
:tap "Push from 1"
:tap "Push from 2"
:tap "Home from 3"
:tap "Enter"
:tap "Home from 1"
// expect: path empty: true
// expect: path empty: true
