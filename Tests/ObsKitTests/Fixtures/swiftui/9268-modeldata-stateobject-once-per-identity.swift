// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a state object is made once per lifetime of its view: not again when inputs change, again when identity changes)
// Apple: SwiftUI creates a new instance of the model object only once during the lifetime of the container
// that declares the state object; it doesn't create a new one when the view's inputs change, but does when
// the view's identity changes. CounterView owns a DataModel with @StateObject and takes a `label` input.
// - Tapping the counter changes the model: CounterView runs with the same model.
// - Renaming (a new input) runs CounterView again, still with model 1 and its count.
// - Removing the counter ends its lifetime: model 1 is released. Showing it again is a new view with a new
//   model, starting at 0.
import SwiftUI
import Combine

var modelsMade = 0

final class DataModel: ObservableObject {
    @Published var count = 0
    let number: Int

    init() {
        modelsMade += 1
        number = modelsMade
        print("DataModel \(number) init")
    }

    deinit { print("DataModel \(number) deinit") }
}

struct CounterView: View {
    @StateObject private var model = DataModel()
    var label: String

    var body: some View {
        let _ = print("counter: \(label) \(model.count) (model \(model.number))")
        Button("\(label): \(model.count)") {
            model.count += 1
        }
    }
}

struct Parent: View {
    @State private var label = "Taps"
    @State private var showCounter = true

    var body: some View {
        VStack {
            if showCounter {
                CounterView(label: label)
            }
            Button("Rename") { label = "Count" }
            Button("Toggle counter") { showCounter.toggle() }
        }
    }
}

:mount Parent()
// expect: DataModel 1 init
// expect: counter: Taps 0 (model 1)
:tap "Taps: 0"
// expect: counter: Taps 1 (model 1)
:tap "Rename"
// expect: counter: Count 1 (model 1)
:tap "Toggle counter"
// expect: DataModel 1 deinit
:tap "Toggle counter"
// expect: DataModel 2 init
// expect: counter: Count 0 (model 2)
