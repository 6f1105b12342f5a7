// rules §8: SwiftUI tracks per body: a view re-runs only when a property it read changes.
// The parent only holds the model (reads no property), so it never re-runs.
import SwiftUI
import Observation

@Observable final class Model {
    var name = "Ann"
    var count = 0
}

struct NameView: View {
    let model: Model
    var body: some View {
        let _ = print("NameView", model.name)
        Text(model.name)
    }
}

struct CountView: View {
    let model: Model
    var body: some View {
        let _ = print("CountView", model.count)
        Text("\(model.count)")
    }
}

struct Parent: View {
    @State private var model = Model()
    var body: some View {
        let _ = print("Parent body")
        VStack {
            Button("Rename") { model.name += "!" }
            Button("Count") { model.count += 1 }
            NameView(model: model)
            CountView(model: model)
        }
    }
}

:mount Parent()
:tap "Count"
:tap "Rename"
:tap "Count"

// expect: Parent body
// expect: NameView Ann
// expect: CountView 0
// expect: CountView 1
// expect: NameView Ann!
// expect: CountView 2
