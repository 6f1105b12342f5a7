// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:) (SwiftUI creates a state object only the first time it initializes a particular instance of a view, and each instance gets its own; ForEach keeps a row's instance by its id, so moving rows makes no new models and adding a row makes exactly one: https://developer.apple.com/documentation/swiftui/foreach)
import SwiftUI
import Combine

final class StopwatchModel: ObservableObject {
    let name: String
    @Published var laps = 0
    init(name: String) {
        self.name = name
        print("StopwatchModel for \(name)")
    }
}

struct StopwatchRow: View {
    @StateObject private var model: StopwatchModel

    init(name: String) {
        _model = StateObject(wrappedValue: StopwatchModel(name: name))
    }

    var body: some View {
        Button("\(model.name) laps \(model.laps)") { model.laps += 1 }
    }
}

struct Stopwatches: View {
    @State private var names = ["Ana"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                StopwatchRow(name: name)
            }
            Button("Add Ben") { names.append("Ben") }
            Button("Move last to top") { names.insert(names.removeLast(), at: 0) }
        }
    }
}

:mount Stopwatches()
:tap "Ana laps 0"
:tap "Add Ben"
:tap "Move last to top"
:tap "Ana laps 1"
:tap "Move last to top"
:tap "Ben laps 0"
// expect: StopwatchModel for Ana
// expect: StopwatchModel for Ben
