// The textbook split: the screen owns its model with `@StateObject` and passes it to subviews that hold it as
// `@ObservedObject`; a legend with only a string takes no model.
// What SwiftUI does: every holder of the object observes it, whatever its body reads (rules §4.4, §5.1, §6.5). A
// change runs the owner's body, then each observing child once: the children's new values are equal (same reference,
// rules §2.5) but their own boxes made them dirty, and a view that is both runs once (rules §2.7, §2.8). The legend's
// value is equal and it observes nothing: no body (rules §2.7).
// Sources: rules §2.5, §2.7, §2.8, §4.4, §5.1, §6.5; https://developer.apple.com/documentation/swiftui/observedobject
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI
import Combine

final class ThermostatModel: ObservableObject {
    @Published var target = 20

    init() { print("ThermostatModel init") }
}

struct TargetDisplay: View {
    @ObservedObject var model: ThermostatModel

    var body: some View {
        let _ = print("TargetDisplay body: \(model.target)")
        Text("\(model.target) °C")
    }
}

struct TargetControls: View {
    @ObservedObject var model: ThermostatModel

    var body: some View {
        let _ = print("TargetControls body")
        HStack {
            Button("Warmer") { model.target += 1 }
            Button("Cooler") { model.target -= 1 }
        }
    }
}

struct UnitLegend: View {
    let caption: String

    var body: some View {
        let _ = print("UnitLegend body: \(caption)")
        Text(caption)
    }
}

struct ThermostatScreen: View {
    @StateObject private var model = ThermostatModel()

    var body: some View {
        let _ = print("ThermostatScreen body")
        VStack {
            TargetDisplay(model: model)
            TargetControls(model: model)
            UnitLegend(caption: "Celsius")
        }
    }
}

:mount ThermostatScreen()
// expect: ThermostatModel init
// expect: ThermostatScreen body
// expect: TargetDisplay body: 20
// expect: TargetControls body
// expect: UnitLegend body: Celsius
:tap "Warmer"
// expect: ThermostatScreen body
// expect: TargetDisplay body: 21
// expect: TargetControls body
:tap "Cooler"
// expect: ThermostatScreen body
// expect: TargetDisplay body: 20
// expect: TargetControls body
