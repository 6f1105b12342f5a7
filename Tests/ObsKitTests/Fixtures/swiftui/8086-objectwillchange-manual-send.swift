// SwiftUI from Apple's documentation: a plain property of an ObservableObject updates views only when objectWillChange is sent
// Apple, ObservableObject (https://developer.apple.com/documentation/combine/observableobject): "By default an ObservableObject
// synthesizes an objectWillChange publisher that emits the changed value before any of its @Published properties changes." A
// property without @Published publishes nothing; calling objectWillChange.send() before the change tells observing views.
import SwiftUI
import Combine

final class Thermostat: ObservableObject {
    var target = 20

    func setQuietly(_ value: Int) { target = value }

    func set(_ value: Int) {
        objectWillChange.send()
        target = value
    }
}

struct ThermostatView: View {
    @StateObject private var thermostat = Thermostat()
    var body: some View {
        let _ = print("ThermostatView body: \(thermostat.target)")
        VStack {
            Button("Quiet 18") { thermostat.setQuietly(18) }
            Button("Announce 22") { thermostat.set(22) }
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body: 20
:tap "Quiet 18"
:tap "Announce 22"
// expect: ThermostatView body: 22
