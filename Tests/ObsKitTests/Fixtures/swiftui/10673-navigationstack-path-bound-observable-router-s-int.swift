// HWS "programmatic navigation" style: NavigationStack(path:) bound to an @Observable router's [Int] shared through the environment; a button and value links push, :back pops, "Back to top" empties the path; the root runs for each path change (it makes $router.path), pushed levels run only when first shown (rules §15.12, §14.3, §8.5)
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
            NavigationLink("Deeper", value: level + 1)
            Button("Back to top") { router.path.removeAll() }
        }
        .navigationTitle("Level \(level)")
    }
}

struct LevelRoot: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("LevelRoot body: path=\(router.path)")
        NavigationStack(path: $router.path) {
            Button("Start at 1") { router.path.append(1) }
                .navigationDestination(for: Int.self) { level in
                    LevelView(level: level)
                }
        }
        .environment(router)
    }
}

:mount LevelRoot()
// expect: LevelRoot body: path=[]
:tap "Start at 1"
// expect: LevelRoot body: path=[1]
// expect: LevelView body: 1
:tap "Deeper"
// expect: LevelRoot body: path=[1, 2]
// expect: LevelView body: 2
:back
// expect: LevelRoot body: path=[1]
:tap "Deeper"
// expect: LevelRoot body: path=[1, 2]
// expect: LevelView body: 2
:tap "Deeper"
// expect: LevelRoot body: path=[1, 2, 3]
// expect: LevelView body: 3
:tap "Back to top"
// expect: LevelRoot body: path=[]
