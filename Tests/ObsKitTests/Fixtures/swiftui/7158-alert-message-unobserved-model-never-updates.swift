// "The value in my alert never updates": the alert's message shows a property of an ObservableObject that the view
// holds in a plain `let`, then the same view with `@ObservedObject` (own names and code).
// What SwiftUI does: the message closure runs in the parent's body (rules §8.4, §13.2), so it can only show what the
// body saw. With a plain `let`, no box subscribes to the model's `objectWillChange` (rules §13.3, §5.1): a change of
// `level` runs nothing, and the alert keeps the old text. With `@ObservedObject` the view's box subscribes, any
// published change runs the body (rules §5.1, §6.5), and the message is built again with the new level.
// Changing the model from the script is one turn (README, "Each chunk of a script ... is one turn").
// Sources: rules §5.1, §6.3, §6.5, §8.4, §13.2, §13.3;
// https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI

final class BatteryMonitor: ObservableObject {
    @Published var level = 40
}

struct LowBatteryBanner: View {
    let monitor: BatteryMonitor
    @State private var showDetails = false

    var body: some View {
        let _ = print("LowBatteryBanner body")
        Button("Battery Details") {
            showDetails = true
        }
        .alert("Battery", isPresented: $showDetails) {
            Button("OK", role: .cancel) {}
        } message: {
            let _ = print("message: \(monitor.level)%")
            Text("Battery at \(monitor.level)%")
        }
    }
}

struct ObservedBatteryBanner: View {
    @ObservedObject var monitor: BatteryMonitor
    @State private var showDetails = false

    var body: some View {
        let _ = print("ObservedBatteryBanner body")
        Button("Battery Details") {
            showDetails = true
        }
        .alert("Battery", isPresented: $showDetails) {
            Button("OK", role: .cancel) {}
        } message: {
            let _ = print("message: \(monitor.level)%")
            Text("Battery at \(monitor.level)%")
        }
    }
}

let phoneBattery = BatteryMonitor()

:mount LowBatteryBanner(monitor: phoneBattery)
// expect: LowBatteryBanner body
// expect: message: 40%
:tap "Battery Details"
phoneBattery.level = 30
:tap "OK"
:mount ObservedBatteryBanner(monitor: phoneBattery)
// expect: ObservedBatteryBanner body
// expect: message: 30%
:tap "Battery Details"
phoneBattery.level = 20
// expect: ObservedBatteryBanner body
// expect: message: 20%
