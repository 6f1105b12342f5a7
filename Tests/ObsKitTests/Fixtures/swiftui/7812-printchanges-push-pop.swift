// Navigation in apps: _printChanges on a level browser, to see which bodies run on each push and pop.
// The root's first run lists its @State properties (rules §12.2); it only passes `$path`, so no push or pop runs it (rules
// §3.5), while a write to the `title` it reads does (rules §12.1). A pushed view with no dynamic properties prints
// `@self changed.` on its first run (rules §12.2); a pop runs no body, the covered level's included (rules §0.2, §14.3).
import SwiftUI

struct LevelDetail: View {
    let level: Int

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Level \(level)")
            NavigationLink("Level \(level + 1)", value: level + 1)
        }
    }
}

struct LevelsRoot: View {
    @State private var path: [Int] = []
    @State private var title = "Levels"

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack(path: $path) {
            VStack {
                Text(title)
                NavigationLink("Level 1", value: 1)
                Button("Rename") { title = "Stages" }
            }
            .navigationDestination(for: Int.self) { level in
                LevelDetail(level: level)
            }
        }
    }
}

:mount LevelsRoot()
// expect: LevelsRoot: @self, @identity, _path, _title changed.
:tap "Level 1"
// expect: LevelDetail: @self changed.
:tap "Level 2"
// expect: LevelDetail: @self changed.
:back
:back
:tap "Rename"
// expect: LevelsRoot: _title changed.
