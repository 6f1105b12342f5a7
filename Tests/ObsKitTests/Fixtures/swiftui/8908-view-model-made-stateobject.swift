// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a view model made with StateObject(wrappedValue:) in the view's init is created once; it maps another model's $useMetric into its own @Published label with assign(to:), so toggling the setting re-renders the subview)
import SwiftUI
import Combine

final class UnitSettings: ObservableObject {
    @Published var useMetric = true
}

final class DistanceViewModel: ObservableObject {
    @Published var label = ""

    init(settings: UnitSettings) {
        print("DistanceViewModel init")
        settings.$useMetric
            .map { $0 ? "5 km" : "3.1 mi" }
            .assign(to: &$label)
    }
}

struct DistanceView: View {
    @StateObject private var viewModel: DistanceViewModel

    init(settings: UnitSettings) {
        _viewModel = StateObject(wrappedValue: DistanceViewModel(settings: settings))
    }

    var body: some View {
        let _ = print("distance body: \(viewModel.label)")
        Text(viewModel.label)
    }
}

struct SettingsScreen: View {
    @StateObject private var settings = UnitSettings()

    var body: some View {
        let _ = print("settings body: metric=\(settings.useMetric)")
        VStack {
            Button("Toggle units") { settings.useMetric.toggle() }
            DistanceView(settings: settings)
        }
    }
}

:mount SettingsScreen()
:tap "Toggle units"
:tap "Toggle units"
// expect: settings body: metric=true
// expect: DistanceViewModel init
// expect: distance body: 5 km
// expect: settings body: metric=false
// expect: distance body: 3.1 mi
// expect: settings body: metric=true
// expect: distance body: 5 km
