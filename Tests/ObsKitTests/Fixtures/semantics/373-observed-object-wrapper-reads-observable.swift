// rules §8, §9: `$model.text` through @StateObject's projection (ObservedObject.Wrapper) is made by
// the same `Binding(root, keyPath:)` as Bindable's, which reads the property once. On a class that is both
// @Observable and ObservableObject, the body that makes the binding depends on `text`, so typing re-runs
// it (and the object's objectWillChange, which the macro never sends, adds nothing).
import SwiftUI
import Observation

@Observable final class Sketch: ObservableObject {
    var text = ""
}

struct Editor: View {
    @StateObject private var sketch = Sketch()
    var body: some View {
        let _ = Self._printChanges()
        TextField("A", text: $sketch.text)
    }
}

:mount Editor()
:type "ab" into "A"

// expect: Editor: @self, @identity, _sketch changed.
// expect: Editor: @dependencies changed.
// expect: Editor: @dependencies changed.
