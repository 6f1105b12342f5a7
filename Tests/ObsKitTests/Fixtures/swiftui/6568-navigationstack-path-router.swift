// Apple docs `NavigationStack` (path binding: "push by appending, pop by removing") with the path in an @Observable router that pushed views change with append/removeLast/removeAll.
// Each path element is one pushed view, built by navigationDestination(for:) when pushed (Apple `navigationstack`,
// rules §14.3, §15.12). `$router.path` through @Bindable reads `path`, so the root's body depends on it and runs at
// every push and pop (rules §8.5); the pushed views only read `router` in actions, so they don't (rules §8.3).
// Only the top of a stack is on screen: a pop brings the covered view back, and its onAppear runs again
// (rules §11.1, §14.3); a view pushed again is a new one.
import SwiftUI

struct Park: Hashable {
    let name: String
}

@Observable final class Router {
    var path: [Park] = []
}

struct ParkDetails: View {
    let park: Park
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("ParkDetails body \(park.name)")
        VStack {
            Text(park.name)
            Button("Also see Acadia") { router.path.append(Park(name: "Acadia")) }
            Button("Pop") { router.path.removeLast() }
            Button("Pop to Root") { router.path.removeAll() }
        }
        .onAppear { print("appear \(park.name)") }
    }
}

struct ParkBrowser: View {
    let parks = [Park(name: "Yosemite"), Park(name: "Zion")]
    @State private var router = Router()

    var body: some View {
        @Bindable var router = router
        let _ = print("ParkBrowser body: \(router.path.map(\.name))")
        NavigationStack(path: $router.path) {
            List(parks, id: \.name) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
        .environment(router)
    }
}

:mount ParkBrowser()
// expect: ParkBrowser body: []
:tap "Zion"
// expect: ParkBrowser body: ["Zion"]
// expect: ParkDetails body Zion
// expect: appear Zion
:tap "Also see Acadia"
// expect: ParkBrowser body: ["Zion", "Acadia"]
// expect: ParkDetails body Acadia
// expect: appear Acadia
:tap "Pop"
// expect: ParkBrowser body: ["Zion"]
// expect: appear Zion
:tap "Also see Acadia"
// expect: ParkBrowser body: ["Zion", "Acadia"]
// expect: ParkDetails body Acadia
// expect: appear Acadia
:tap "Pop to Root"
// expect: ParkBrowser body: []
:tap "Yosemite"
// expect: ParkBrowser body: ["Yosemite"]
// expect: ParkDetails body Yosemite
// expect: appear Yosemite
:back
// expect: ParkBrowser body: []
