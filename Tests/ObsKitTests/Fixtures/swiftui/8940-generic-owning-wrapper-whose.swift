// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:) (a generic owning wrapper whose init(wrappedValue:) takes an autoclosure and hands it to StateObject: the model is made once while the view is shown, kept across parent updates, and made again after the view is removed and shown again)
import SwiftUI
import Combine

final class StopwatchModel: ObservableObject {
    @Published var laps = 0
    init() { print("StopwatchModel init") }
}

@propertyWrapper
struct Owned<Model: ObservableObject>: DynamicProperty {
    @StateObject private var model: Model

    init(wrappedValue: @autoclosure @escaping () -> Model) {
        _model = StateObject(wrappedValue: wrappedValue())
    }

    var wrappedValue: Model { model }
}

struct Stopwatch: View {
    let refreshes: Int
    @Owned var model = StopwatchModel()

    var body: some View {
        let _ = print("refresh \(refreshes): laps \(model.laps)")
        Button("Lap") { model.laps += 1 }
    }
}

struct Dashboard: View {
    @State private var showing = true
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Button("Refresh") { refreshes += 1 }
            Button("Toggle stopwatch") { showing.toggle() }
            if showing {
                Stopwatch(refreshes: refreshes)
            }
        }
    }
}

:mount Dashboard()
:tap "Lap"
:tap "Refresh"
:tap "Toggle stopwatch"
:tap "Toggle stopwatch"
// expect: StopwatchModel init
// expect: refresh 0: laps 0
// expect: refresh 0: laps 1
// expect: refresh 1: laps 1
// expect: StopwatchModel init
// expect: refresh 1: laps 0
