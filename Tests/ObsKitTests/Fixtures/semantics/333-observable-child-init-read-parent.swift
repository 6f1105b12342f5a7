// rules §8 (attribution): a read inside a child's init runs while the parent body runs, so
// it is the parent's dependency: a `count` change re-runs the parent (and the child init), not
// the child body, which read only `label`.
import SwiftUI
import Observation

@Observable final class Model {
    var count = 0
    var label = "L"
}

struct Child: View {
    let model: Model
    init(model: Model) {
        self.model = model
        print("Child.init sees", model.count)
    }
    var body: some View {
        let _ = print("Child body", model.label)
        Text(model.label)
    }
}

struct Parent: View {
    @State private var model = Model()
    var body: some View {
        let _ = print("Parent body")
        VStack {
            Button("Inc") { model.count += 1 }
            Child(model: model)
        }
    }
}

:mount Parent()
:tap "Inc"

// expect: Parent body
// expect: Child.init sees 0
// expect: Child body L
// expect: Parent body
// expect: Child.init sees 1
