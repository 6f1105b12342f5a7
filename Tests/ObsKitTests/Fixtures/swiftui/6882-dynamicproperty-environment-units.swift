// A DynamicProperty wrapper composed of an @Environment value and a plain parameter: `@DistanceText(meters:)`
// formats a distance in the unit system the environment says.
// What SwiftUI does: the wrapper's nested @Environment gets a box of the host (rules §7.1); when the parent sets
// another value for the key, the host runs again even though its own value (RunSummary(), no inputs) is equal
// (rules §14.2, §2.7), and `update()` runs right before that body with the new environment value (rules §7.2;
// Apple, DynamicProperty: https://developer.apple.com/documentation/swiftui/dynamicproperty).
// The parent reads its @State to compute the environment value, so its body runs first (rules §2.8).
import SwiftUI

enum UnitSystem {
    case metric, imperial
}

extension EnvironmentValues {
    @Entry var unitSystem: UnitSystem = .metric
}

@propertyWrapper
struct DistanceText: DynamicProperty {
    @Environment(\.unitSystem) private var system
    let meters: Int

    init(meters: Int) {
        self.meters = meters
    }

    var wrappedValue: String {
        switch system {
        case .metric: "\(meters) m"
        case .imperial: "\(meters * 328 / 100) ft"
        }
    }

    func update() {
        print("DistanceText.update (\(system))")
    }
}

struct RunSummary: View {
    @DistanceText(meters: 5000) private var distance: String

    var body: some View {
        let _ = print("RunSummary body: \(distance)")
        Text("You ran \(distance)")
    }
}

struct RunsScreen: View {
    @State private var usesMetric = true

    var body: some View {
        let _ = print("RunsScreen body")
        VStack {
            RunSummary()
            Toggle("Metric units", isOn: $usesMetric)
        }
        .environment(\.unitSystem, usesMetric ? .metric : .imperial)
    }
}

:mount RunsScreen()
// expect: RunsScreen body
// expect: DistanceText.update (metric)
// expect: RunSummary body: 5000 m
:toggle "Metric units"
// expect: RunsScreen body
// expect: DistanceText.update (imperial)
// expect: RunSummary body: 16400 ft
:toggle "Metric units"
// expect: RunsScreen body
// expect: DistanceText.update (metric)
// expect: RunSummary body: 5000 m
