// objc.io style: a `DynamicProperty` wrapper, `@UnitSymbol`, that derives a label from an environment value it reads
// What SwiftUI does: SwiftUI reflects a custom dynamic property's fields, so its nested `@Environment` gets a box in
// the host's node (rules §7.1); when that key's value changes the host is invalidated (rules §7.3, §14.2) and
// `_printChanges` names the host's field, `_symbol` (rules §7.3, ObsREPL's choice). The first run lists it with
// `@self, @identity` (rules §12.2). The screen reads `useMiles` and runs first (rules §3.5, §2.8).
// Sources: rules §2.8, §3.5, §7.1, §7.3, §12.2, §14.2; https://developer.apple.com/documentation/swiftui/dynamicproperty
import SwiftUI

enum DistanceUnit {
    case kilometers
    case miles
}

extension EnvironmentValues {
    @Entry var distanceUnit: DistanceUnit = .kilometers
}

@propertyWrapper
struct UnitSymbol: DynamicProperty {
    @Environment(\.distanceUnit) private var unit

    init() {}

    var wrappedValue: String {
        unit == .kilometers ? "km" : "mi"
    }
}

struct RunRow: View {
    let distance: Int
    @UnitSymbol private var symbol: String

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("RunRow body: \(distance) \(symbol)")
        Text("\(distance) \(symbol)")
    }
}

struct RunsScreen: View {
    @State private var useMiles = false

    var body: some View {
        let _ = print("RunsScreen body")
        VStack {
            RunRow(distance: 5)
            Toggle("Use miles", isOn: $useMiles)
        }
        .environment(\.distanceUnit, useMiles ? .miles : .kilometers)
    }
}

:mount RunsScreen()
// expect: RunsScreen body
// expect: RunRow: @self, @identity, _symbol changed.
// expect: RunRow body: 5 km
:toggle "Use miles"
// expect: RunsScreen body
// expect: RunRow: _symbol changed.
// expect: RunRow body: 5 mi
