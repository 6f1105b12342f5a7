// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentkey (a custom value made the long way: a key type, an EnvironmentValues property and a convenience modifier)
// EnvironmentKey: declare a key with a `defaultValue`, then "use the key to define a new environment value
// property" on EnvironmentValues with a getter and setter through `self[Key.self]`; a View extension can wrap
// `environment(_:_:)` as a modifier of its own. Environment.init(_:): SwiftUI "automatically updates any parts of
// MyView that depend on the property when the associated environment value changes".
// - Mount: the distance label reads the unit (kilometers), the route title reads nothing from the environment.
// - "Switch units": the trip screen's body runs (it reads the state), the label's value changes so its body runs;
//   the title was given the same name and reads no environment, so its body doesn't run.
// - "Switch units" again: back to kilometers, the label runs again.
import SwiftUI

enum DistanceUnit: String {
    case kilometers, miles
}

private struct DistanceUnitKey: EnvironmentKey {
    static let defaultValue: DistanceUnit = .kilometers
}

extension EnvironmentValues {
    var distanceUnit: DistanceUnit {
        get { self[DistanceUnitKey.self] }
        set { self[DistanceUnitKey.self] = newValue }
    }
}

extension View {
    func distanceUnit(_ unit: DistanceUnit) -> some View {
        environment(\.distanceUnit, unit)
    }
}

struct DistanceLabel: View {
    let kilometers: Double
    @Environment(\.distanceUnit) private var unit

    var body: some View {
        let value = unit == .kilometers ? kilometers : kilometers * 0.621371
        let _ = print("distance label in \(unit.rawValue)")
        Text("\(Int(value.rounded())) \(unit.rawValue)")
    }
}

struct RouteTitle: View {
    let name: String

    var body: some View {
        let _ = print("route title: \(name)")
        Text(name)
    }
}

struct TripScreen: View {
    @State private var useMiles = false

    var body: some View {
        let _ = print("trip screen, miles: \(useMiles)")
        VStack {
            RouteTitle(name: "Coast road")
            DistanceLabel(kilometers: 100)
            Button("Switch units") { useMiles.toggle() }
        }
        .distanceUnit(useMiles ? .miles : .kilometers)
    }
}

:mount TripScreen()
// expect: trip screen, miles: false
// expect: route title: Coast road
// expect: distance label in kilometers
:tap "Switch units"
// expect: trip screen, miles: true
// expect: distance label in miles
:tap "Switch units"
// expect: trip screen, miles: false
// expect: distance label in kilometers
