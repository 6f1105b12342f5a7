// Navigation in apps: a drill-down catalog whose "Start over" button empties a NavigationPath kept in an @Observable navigator.
// Each pushed level owns a @StateObject, made right before its first body (rules §4.2); emptying the path pops every level
// at once, and each popped node releases its object (rules §1.4, §15.12). The root reads `path` through `$nav.path` and its
// count, so it runs at every push and pop (rules §8.5).
import SwiftUI

final class ScreenTracker: ObservableObject {
    @Published var taps = 0
    init() { print("ScreenTracker init") }
}

@Observable final class Navigator {
    var path = NavigationPath()
}

struct LevelView: View {
    let level: Int
    @Environment(Navigator.self) private var nav
    @StateObject private var tracker = ScreenTracker()

    var body: some View {
        let _ = print("LevelView body \(level)")
        VStack {
            Text("Level \(level)")
            Button("Deeper") { nav.path.append(level + 1) }
            Button("Start over") { nav.path = NavigationPath() }
        }
    }
}

struct Catalog: View {
    @State private var nav = Navigator()

    var body: some View {
        @Bindable var nav = nav
        let _ = print("Catalog body, depth \(nav.path.count)")
        NavigationStack(path: $nav.path) {
            Button("Browse") { nav.path.append(1) }
                .navigationDestination(for: Int.self) { level in
                    LevelView(level: level)
                }
        }
        .environment(nav)
    }
}

:mount Catalog()
// expect: Catalog body, depth 0
:tap "Browse"
// expect: Catalog body, depth 1
// expect: ScreenTracker init
// expect: LevelView body 1
:tap "Deeper"
// expect: Catalog body, depth 2
// expect: ScreenTracker init
// expect: LevelView body 2
:tap "Deeper"
// expect: Catalog body, depth 3
// expect: ScreenTracker init
// expect: LevelView body 3
:tap "Start over"
// expect: Catalog body, depth 0
:objects ScreenTracker
// expect: class                   live  made  gone
// expect: ScreenTracker              0     3     3
