// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a state object lives as long as the view that declares it: hiding the view releases its model, whose deinit runs, and showing it again is a new identity with a new model)
import SwiftUI

@MainActor
final class LapModel: ObservableObject {
    @Published var laps = 0
    let number: Int
    static var made = 0
    init() {
        LapModel.made += 1
        number = LapModel.made
        print("model \(number) init")
    }
    deinit { print("model \(number) deinit") }
}

struct LapCounter: View {
    @StateObject private var model = LapModel()

    var body: some View {
        Button("Lap \(model.laps)") {
            model.laps += 1
            print("model \(model.number) laps \(model.laps)")
        }
    }
}

struct Stopwatch: View {
    @State private var showCounter = true

    var body: some View {
        VStack {
            Button(showCounter ? "Hide" : "Show") { showCounter.toggle() }
            if showCounter {
                LapCounter()
            }
        }
    }
}

:mount Stopwatch()
:tap "Lap 0"
:tap "Hide"
:tap "Show"
:tap "Lap 0"
// expect: model 1 init
// expect: model 1 laps 1
// expect: model 1 deinit
// expect: model 2 init
// expect: model 2 laps 1
