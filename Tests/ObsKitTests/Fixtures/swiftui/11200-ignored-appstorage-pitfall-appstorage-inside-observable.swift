// Tutorial style (ignored AppStorage pitfall): @AppStorage inside an @Observable class marked @ObservationIgnored, read directly, is not tracked: the view reading the model stays stale while a view with its own @AppStorage on the key updates (rules §8.1, §8.3, §15.14, §0.2)
import SwiftUI
import Observation

@Observable
final class EditorPrefs {
    @ObservationIgnored
    @AppStorage("tabWidth") var tabWidth = 4

    var fileName = "main.swift"

    init() { print("EditorPrefs init") }
}

struct PrefsReader: View {
    let prefs: EditorPrefs
    var body: some View {
        let _ = print("PrefsReader body: \(prefs.fileName) tab \(prefs.tabWidth)")
        Text("\(prefs.fileName): \(prefs.tabWidth)")
    }
}

struct TabWidthBadge: View {
    @AppStorage("tabWidth") private var tabWidth = 4
    var body: some View {
        let _ = print("TabWidthBadge body \(tabWidth)")
        Text("Tab width \(tabWidth)")
    }
}

struct EditorScreen: View {
    @State private var prefs = EditorPrefs()
    var body: some View {
        VStack {
            PrefsReader(prefs: prefs)
            TabWidthBadge()
            Button("Use 2 spaces") {
                prefs.tabWidth = 2
                print("model now says \(prefs.tabWidth)")
            }
            Button("Rename") { prefs.fileName = "app.swift" }
        }
    }
}
:mount EditorScreen()
// expect: EditorPrefs init
// expect: PrefsReader body: main.swift tab 4
// expect: TabWidthBadge body 4
:tap "Use 2 spaces"
// expect: model now says 2
// expect: TabWidthBadge body 2
:tap "Rename"
// expect: PrefsReader body: app.swift tab 2
