// SwiftLee style: an accent color name set at the top of a deep view chain, and `_printChanges` showing who re-runs
// What SwiftUI does: the editor's body reads `accent` and runs again; the panel and toolbar in between declare no
// environment property and get equal values, so their bodies are not run (rules §2.1, §2.7); only the dot at the
// bottom, which declares `@Environment(\.accentName)`, runs again because its key's value changed (rules §14.2),
// named by its field, `_accent` (rules §12.1). First runs: `@self, @identity` and each dynamic property for views that
// have them, `@self` alone for those that don't (rules §12.2).
// Sources: rules §2.1, §2.7, §12.1, §12.2, §14.2; https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct AccentDot: View {
    @Environment(\.accentName) private var accent

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("AccentDot body: \(accent)")
        Circle().frame(width: 8, height: 8)
    }
}

struct ToolbarRow: View {
    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("Tools")
            AccentDot()
        }
    }
}

struct EditorPanel: View {
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Editor")
            ToolbarRow()
        }
    }
}

struct ThemedEditor: View {
    @State private var accent = "blue"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            EditorPanel()
            Button("Use orange") { accent = "orange" }
        }
        .environment(\.accentName, accent)
    }
}

:mount ThemedEditor()
// expect: ThemedEditor: @self, @identity, _accent changed.
// expect: EditorPanel: @self changed.
// expect: ToolbarRow: @self changed.
// expect: AccentDot: @self, @identity, _accent changed.
// expect: AccentDot body: blue
:tap "Use orange"
// expect: ThemedEditor: _accent changed.
// expect: AccentDot: _accent changed.
// expect: AccentDot body: orange
