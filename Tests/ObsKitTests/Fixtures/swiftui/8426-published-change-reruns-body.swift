// SwiftUI from Apple's documentation: StateObject / ObservedObject (a published change updates)
// Source: developer.apple.com/documentation/swiftui/stateobject: "When published properties of the
// observable object change, SwiftUI updates any view that depends on those properties"; the
// example's `Text(model.name) // Updates when the data model changes.` ObservedObject: "A property
// wrapper type that subscribes to an observable object and invalidates a view whenever the
// observable object changes."
import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        let _ = print("body: count \(model.count)")
        VStack {
            Text("Count: \(model.count)")
            Button("Increment") { model.count += 1 }
            Button("Log") { print("log: count \(model.count)") }
        }
    }
}

:mount CounterView()
:tap "Increment"
:tap "Increment"
:tap "Log"

// expect: body: count 0
// expect: body: count 1
// expect: body: count 2
// expect: log: count 2
