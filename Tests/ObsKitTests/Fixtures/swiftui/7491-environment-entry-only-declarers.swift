// Swift with Majid-style "Custom environment values with @Entry": a palette puts the chosen color name in the environment; only the swatch that declares it runs when it changes, and not when the parent runs for another reason
// What SwiftUI does: a view with `@Environment(\.key)` runs again only when that key's value changed
// (rules §14.2), printing the property's stored name `_highlightName` (rules §12.1). The parent, which reads
// `chosen` to set the value, runs at each change; the swatch's value holds only its @Environment property, so
// it doesn't differ (rules §2.5, ObsREPL's choice), and `Caption`, which declares nothing, never runs again.
// Setting the same name again writes an equal @State and runs nothing (rules §3.4).
// Sources: rules §2.5, §2.7, §3.4, §14.2, §15.14, §12.1, §12.2; Apple "Entry()".
import SwiftUI

extension EnvironmentValues {
    @Entry var highlightName: String = "blue"
}

struct Swatch: View {
    @Environment(\.highlightName) private var highlightName

    var body: some View {
        let _ = Self._printChanges()
        Text("Swatch: \(highlightName)")
    }
}

struct Caption: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Pick a color")
    }
}

struct PalettePicker: View {
    @State private var chosen = "blue"
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Swatch()
            Caption()
            Text("\(taps) taps")
            Button("Tap") { taps += 1 }
            Button("Orange") { chosen = "orange" }
        }
        .environment(\.highlightName, chosen)
    }
}

:mount PalettePicker()
// expect: PalettePicker: @self, @identity, _chosen, _taps changed.
// expect: Swatch: @self, @identity, _highlightName changed.
// expect: Caption: @self changed.
:tap "Tap"
// expect: PalettePicker: _taps changed.
:tap "Orange"
// expect: PalettePicker: _chosen changed.
// expect: Swatch: _highlightName changed.
:tap "Orange"
