// Apple docs `ObservableObject` (`objectWillChange`): a class with no @Published property announces its changes by calling `objectWillChange.send()` itself.
// The class still gets the default `ObservableObjectPublisher`, the same instance at every access, so a manual send
// reaches the view's @StateObject subscription and its body runs again (rules §6.1, §6.2, §4.4). A change made without
// a send is invisible to SwiftUI: no body, and the screen keeps showing the old value until the next send, when the
// body reads the current one (23, skipping 22).
import SwiftUI

final class Thermostat: ObservableObject {
    var target = 20

    func raise() {
        objectWillChange.send()
        target += 1
        print("raised to \(target)")
    }

    func raiseQuietly() {
        target += 1
        print("quietly raised to \(target)")
    }
}

struct ThermostatView: View {
    @StateObject private var thermostat = Thermostat()

    var body: some View {
        let _ = print("body target=\(thermostat.target)")
        VStack {
            Text("Target \(thermostat.target)°")
            Button("Raise") { thermostat.raise() }
            Button("Raise quietly") { thermostat.raiseQuietly() }
        }
    }
}

:mount ThermostatView()
// expect: body target=20
:tap "Raise"
// expect: raised to 21
// expect: body target=21
:tap "Raise quietly"
// expect: quietly raised to 22
:tap "Raise"
// expect: raised to 23
// expect: body target=23
