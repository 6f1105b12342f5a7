// rules §10, §8: several Observable writes in one action fire the body's tracking once and
// queue one invalidation: one body run.
import SwiftUI
import Observation

@Observable final class Form {
    var first = ""
    var last = ""
    var age = 0
}

struct V: View {
    @State private var form = Form()
    var body: some View {
        let _ = Self._printChanges()
        Text("\(form.first) \(form.last) \(form.age)")
        Button("Fill") {
            form.first = "Ada"
            form.last = "King"
            form.age = 36
        }
    }
}

:mount V()
:tap "Fill"

// expect: V: @self, @identity, _form changed.
// expect: V: @dependencies changed.
