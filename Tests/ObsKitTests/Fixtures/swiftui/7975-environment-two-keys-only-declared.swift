// Style: Stack Overflow question. "I change one environment value and a view that uses a different one re-renders too?" It should not: a view's
// `@Environment(\.key)` runs it again only if *that* key's value changed, compared with compareValues (rules §14.2). Here the root changes
// `\.unitName` and `\.precision` in separate taps; each reader runs only for its own key, and `_printChanges` says which property changed
// (rules §12.1).
import SwiftUI

extension EnvironmentValues {
    @Entry var unitName: String = "km"
    @Entry var precision: Int = 1
}

struct UnitLabel: View {
    @Environment(\.unitName) private var unitName

    var body: some View {
        let _ = Self._printChanges()
        Text(unitName)
    }
}

struct PrecisionLabel: View {
    @Environment(\.precision) private var precision

    var body: some View {
        let _ = Self._printChanges()
        Text("\(precision) digits")
    }
}

struct UnitsScreen: View {
    @State private var useMiles = false
    @State private var digits = 1

    var body: some View {
        VStack {
            UnitLabel()
            PrecisionLabel()
            Button("Miles") { useMiles = true }
            Button("More digits") { digits += 1 }
        }
        .environment(\.unitName, useMiles ? "mi" : "km")
        .environment(\.precision, digits)
    }
}

:mount UnitsScreen()
// expect: UnitLabel: @self, @identity, _unitName changed.
// expect: PrecisionLabel: @self, @identity, _precision changed.
:tap "Miles"
// expect: UnitLabel: _unitName changed.
:tap "More digits"
// expect: PrecisionLabel: _precision changed.
:tap "More digits"
// expect: PrecisionLabel: _precision changed.
