// Issue 13 (B), `$model.items[i].done` on an @Observable model through @Bindable: the binding's setter
// writes `model.items[i].done`, which mutates `items`, so the views that read `items` re-run
// (@dependencies). A stored @Bindable is not a dynamic property, so the first body shows only @self.
// Source: https://developer.apple.com/documentation/swiftui/bindable,
// https://developer.apple.com/documentation/observation/observable(). Rules §8, §12.
import SwiftUI

struct Step {
    var title: String
    var done = false
}

@Observable final class Checklist {
    var steps = [Step(title: "Preheat"), Step(title: "Mix"), Step(title: "Bake")]
}

struct ChecklistView: View {
    @Bindable var list: Checklist

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ForEach(list.steps.indices, id: \.self) { i in
                Toggle(list.steps[i].title, isOn: $list.steps[i].done)
            }
            Text(list.steps.allSatisfy(\.done) ? "All done" : "Keep going")
        }
    }
}

let checklist = Checklist()
:mount ChecklistView(list: checklist)
:toggle "Mix"
print(checklist.steps.map(\.done))
checklist.steps[0].done = true
:toggle "Mix"

// expect: ChecklistView: @self changed.
// expect: ChecklistView: @dependencies changed.
// expect: [false, true, false]
// expect: ChecklistView: @dependencies changed.
// expect: ChecklistView: @dependencies changed.
