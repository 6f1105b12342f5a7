// Kodeco style: a router in the environment: an @Observable router's path drives a NavigationStack through a local @Bindable; pages push and pop to root through @Environment(Router.self); the root re-runs at each change of the path its binding read, the pages only when pushed (rules §15.12, §14.3, §8.5, §14.2)
import SwiftUI

@Observable
final class Router {
    var path: [Int] = []
}

struct LevelView: View {
    let level: Int
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("LevelView body: \(level)")
        VStack {
            Text("Level \(level)")
            Button("Deeper") { router.path.append(level + 1) }
            Button("Home") { router.path.removeAll() }
        }
        .navigationTitle("Level \(level)")
    }
}

struct DrillDown: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("DrillDown body: depth \(router.path.count)")
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Button("Start") { router.path.append(1) }
                .navigationDestination(for: Int.self) { level in
                    LevelView(level: level)
                }
        }
        .environment(router)
    }
}

:mount DrillDown()
// expect: DrillDown body: depth 0
:tap "Start"
// expect: DrillDown body: depth 1
// expect: LevelView body: 1
:tap "Deeper"
// expect: DrillDown body: depth 2
// expect: LevelView body: 2
:tap "Deeper"
// expect: DrillDown body: depth 3
// expect: LevelView body: 3
:back
// expect: DrillDown body: depth 2
:tap "Home"
// expect: DrillDown body: depth 0
