// Point-Free, "Perception: A back-port of @Observable", https://www.pointfree.co/blog/posts/129-perception-a-back-port-of-observable — a counter whose view shows `count` only while `isDisplayingCount` is on: Observation tracks only what the last body actually read, so while the count is hidden, incrementing it re-renders nothing
// Point-Free's CounterView reads `model.count` inside `if model.isDisplayingCount`; they point out that "the
// view will only observe the count when it is being displayed": a property read in a branch not taken is not
// a dependency (Apple's withObservationTracking tracks "access to any property within the apply closure";
// rules §8.3). Binding the toggle with $model.isDisplayingCount reads isDisplayingCount (rules §8.5).
import SwiftUI

@Observable
class CounterModel {
    var count = 0
    var isDisplayingCount = true

    func decrementButtonTapped() { count -= 1 }
    func incrementButtonTapped() { count += 1 }
}

struct CounterView: View {
    @Bindable var model: CounterModel

    var body: some View {
        let _ = print("CounterView body, displaying count: \(model.isDisplayingCount)")
        Form {
            if model.isDisplayingCount {
                Text(model.count.description)
            } else {
                Text("Not tracking count")
            }
            Button("Decrement") { model.decrementButtonTapped() }
            Button("Increment") { model.incrementButtonTapped() }
            Toggle(isOn: $model.isDisplayingCount) {
                Text("Display count?")
            }
        }
    }
}

struct RootView: View {
    @State private var model = CounterModel()

    var body: some View {
        CounterView(model: model)
    }
}

:mount RootView()
// expect: CounterView body, displaying count: true
:tap "Increment"
// expect: CounterView body, displaying count: true
:toggle "Display count?"
// expect: CounterView body, displaying count: false
:tap "Increment"
:tap "Increment"
:tap "Decrement"
:toggle "Display count?"
// expect: CounterView body, displaying count: true
:tap "Decrement"
// expect: CounterView body, displaying count: true
