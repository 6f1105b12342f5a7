// Apple documentation style ("NavigationStack" with a path): a [String] path drives the stack; a button appends, a NavigationLink(value:) in a pushed screen appends, :back removes the last element; the root reads the path's count so it re-runs per change, and pushed screens given only their name do not; a push shows the new screen before the covered one disappears, a pop the uncovered one before the popped one goes (rules §15.12, §14.3, §11.1, §2.1)
import SwiftUI

struct RouteScreen: View {
    let name: String

    var body: some View {
        let _ = print("RouteScreen body: \(name)")
        VStack {
            Text(name.capitalized)
            NavigationLink("Go to cart", value: "cart")
        }
        .onAppear { print("\(name) appeared") }
        .onDisappear { print("\(name) disappeared") }
    }
}

struct TruckRoutes: View {
    @State private var path: [String] = []

    var body: some View {
        let _ = print("TruckRoutes body: depth \(path.count)")
        NavigationStack(path: $path) {
            VStack {
                Button("Open Menu") { path.append("menu") }
            }
            .navigationDestination(for: String.self) { screen in
                RouteScreen(name: screen)
            }
        }
    }
}

:mount TruckRoutes()
// expect: TruckRoutes body: depth 0
:tap "Open Menu"
// expect: TruckRoutes body: depth 1
// expect: RouteScreen body: menu
// expect: menu appeared
:tap "Go to cart"
// expect: TruckRoutes body: depth 2
// expect: RouteScreen body: cart
// expect: cart appeared
// expect: menu disappeared
:back
// expect: TruckRoutes body: depth 1
// expect: menu appeared
// expect: cart disappeared
:back
// expect: TruckRoutes body: depth 0
// expect: menu disappeared
