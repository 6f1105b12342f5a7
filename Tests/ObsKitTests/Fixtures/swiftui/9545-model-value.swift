// SwiftUI from a community tutorial: https://abdulahd1996.medium.com/binding-with-observable-macro-fb90bdfa2f43 (binding to an @Observable model: a Counter with @Bindable and a Stepper, and an inline Bindable(model).value)
// The post: with @Observable "the property wrapper (@ObservedObject) is gone, and we can't create bindings the same
// way"; `@Bindable var model: Model` gives `Stepper("\(model.value)", value: $model.value)`, and "Instead of declaring
// @Bindable on the property, we can also create a Bindable object inline": `Stepper("\(model.value)", value:
// Bindable(model).value)` with `var model = Model.shared`. Both steppers write the same shared model; the content
// view reads `model.value` (its onChange), so it sees every step.
// - Step the Counter up; step the inline stepper up; step the Counter down.
import SwiftUI
import Observation

@Observable class Model {
    static let shared = Model()
    var value = 0
}

struct Counter: View {
    @Bindable var model: Model

    var body: some View {
        Stepper("\(model.value)", value: $model.value)
    }
}

struct ContentView: View {
    var model = Model.shared

    var body: some View {
        VStack {
            Counter(model: model)
            Stepper("Inline \(model.value)", value: Bindable(model).value)
        }
        .onChange(of: model.value) { oldValue, newValue in
            print("value \(oldValue) -> \(newValue)")
        }
    }
}

:mount ContentView()
:step "0" up
// expect: value 0 -> 1
:step "Inline 1" up
// expect: value 1 -> 2
:step "2" down
// expect: value 2 -> 1
