// Swift with Majid style: the same reader settings as an `@Observable` model injected with `.environment(prefs)`
// What SwiftUI does: `@Environment(ReaderPrefs.self)` finds the model the screen put in the environment; reads of its
// properties in a body are tracked one by one (rules §14.2, §8.3), so changing `lineSpacing` re-runs only the view
// whose last body read it, and `_printChanges` calls that cause `@dependencies` (rules §12.1). The first run lists
// the property as `_prefs` (rules §12.2). The controls read nothing in their body (writes happen in actions, which
// are untracked, rules §8.3), and the screen only passes the reference on: neither runs again.
// Sources: rules §8.3, §12.1, §12.2, §14.2; https://developer.apple.com/documentation/swiftui/environment
// https://developer.apple.com/documentation/swiftui/view/environment(_:)
import SwiftUI

@Observable
final class ReaderPrefs {
    var fontSize = 17
    var lineSpacing = 4
}

struct FontSizeLabel: View {
    @Environment(ReaderPrefs.self) private var prefs

    var body: some View {
        let _ = print("FontSizeLabel body: \(prefs.fontSize)")
        Text("Font size \(prefs.fontSize)")
    }
}

struct SpacingLabel: View {
    @Environment(ReaderPrefs.self) private var prefs

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("SpacingLabel body: \(prefs.lineSpacing)")
        Text("Line spacing \(prefs.lineSpacing)")
    }
}

struct PrefsControls: View {
    @Environment(ReaderPrefs.self) private var prefs

    var body: some View {
        let _ = print("PrefsControls body")
        HStack {
            Button("Wider spacing") { prefs.lineSpacing += 2 }
            Button("Larger text") { prefs.fontSize += 1 }
        }
    }
}

struct ReaderScreen: View {
    @State private var prefs = ReaderPrefs()

    var body: some View {
        let _ = print("ReaderScreen body")
        VStack {
            FontSizeLabel()
            SpacingLabel()
            PrefsControls()
        }
        .environment(prefs)
    }
}

:mount ReaderScreen()
// expect: ReaderScreen body
// expect: FontSizeLabel body: 17
// expect: SpacingLabel: @self, @identity, _prefs changed.
// expect: SpacingLabel body: 4
// expect: PrefsControls body
:tap "Wider spacing"
// expect: SpacingLabel: @dependencies changed.
// expect: SpacingLabel body: 6
:tap "Larger text"
// expect: FontSizeLabel body: 18
