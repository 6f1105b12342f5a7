// SwiftUI from a community tutorial: https://www.packtpub.com/en-CL/product/swiftui-cookbook-second-edition-9781803234458/chapter/chapter-9-driving-swiftui-with-data-9/section/using-at-stateobject-to-preserve-the-models-life-cycle-ch09lvl1sec87 (the same counter model held by @ObservedObject and by @StateObject side by side: a parent render resets one and not the other)
// SwiftUI Cookbook: "the View can be destroyed and created several times while still appearing on the screen ... When
// the View is destroyed, @ObservedObject is destroyed too, resetting its internal state", and @StateObject was added
// so the model keeps its life cycle. Both counters make their model inline; the parent's "Change color" re-runs its
// body, which builds both counters again: the observed one gets a new model at 0, the state object keeps its count.
// - Count each to 2; change the color; count each again: observed 1 (new model #3), state object 3 (model #2).
import SwiftUI

final class CounterModel: ObservableObject {
    static var made = 0
    let number: Int
    @Published var count = 0

    init() {
        CounterModel.made += 1
        number = CounterModel.made
        print("CounterModel init #\(number)")
    }
}

struct ObservedCounter: View {
    @ObservedObject var model = CounterModel()

    var body: some View {
        Button("Observed \(model.count)") {
            model.count += 1
            print("observed model #\(model.number): \(model.count)")
        }
    }
}

struct StateCounter: View {
    @StateObject var model = CounterModel()

    var body: some View {
        Button("State \(model.count)") {
            model.count += 1
            print("state model #\(model.number): \(model.count)")
        }
    }
}

struct CounterScreen: View {
    @State private var isBlue = false

    var body: some View {
        VStack {
            Button(isBlue ? "Make red" : "Change color") { isBlue.toggle() }
            ObservedCounter()
            StateCounter()
        }
        .foregroundColor(isBlue ? .blue : .red)
    }
}

:mount CounterScreen()
// expect: CounterModel init #1
// expect: CounterModel init #2
:tap "Observed 0"
// expect: observed model #1: 1
:tap "Observed 1"
// expect: observed model #1: 2
:tap "State 0"
// expect: state model #2: 1
:tap "State 1"
// expect: state model #2: 2
:tap "Change color"
// expect: CounterModel init #3
:tap "Observed 0"
// expect: observed model #3: 1
:tap "State 2"
// expect: state model #2: 3
