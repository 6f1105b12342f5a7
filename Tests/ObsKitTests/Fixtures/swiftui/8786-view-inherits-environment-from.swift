// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment-values (a view inherits its environment from its container: a value set on the NavigationStack reaches the views it pushes, and an environment(_:_:) inside a pushed view changes it only for that subtree)
import SwiftUI

extension EnvironmentValues {
    @Entry var units: String = "unset"
}

struct Reading: View {
    @Environment(\.units) private var units
    let label: String

    var body: some View {
        Button("\(label) reading") { print("\(label) uses \(units)") }
    }
}

struct WeatherDetail: View {
    var body: some View {
        VStack {
            Reading(label: "Detail")
            Reading(label: "Export")
                .environment(\.units, "imperial")
        }
    }
}

struct WeatherView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Reading(label: "Root")
                NavigationLink("Open detail", value: 1)
            }
            .navigationDestination(for: Int.self) { _ in
                WeatherDetail()
            }
        }
        .environment(\.units, "metric")
    }
}

:mount WeatherView()
:tap "Root reading"
:tap "Open detail"
:tap "Detail reading"
:tap "Export reading"
// expect: Root uses metric
// expect: Detail uses metric
// expect: Export uses imperial
