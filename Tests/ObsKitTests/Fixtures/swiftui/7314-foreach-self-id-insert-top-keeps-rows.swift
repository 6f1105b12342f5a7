// A morning checklist keyed by its unique step names (`id: \.self`), with a step inserted at the top, as in the
// "ForEach and identity" sections of Swift with Majid and Fatbobman: with unique, stable values `\.self` is a fine id.
// What SwiftUI does: the rows already there keep their ids, so they keep their nodes and their @State even though
// each moved down one place (rules §1.2). Their values are equal (same title, same @State initial value), so their
// bodies don't run (rules §2.3, §2.5, §2.7); only the new id makes a node, whose body runs and whose onAppear fires
// after the update (rules §11.1). The checked "Pack" row is still checked afterwards.
// Sources: rules §1.2, §2.3, §2.5, §2.6, §2.7, §11.1; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct ChecklistRow: View {
    let title: String
    @State private var done = false

    var body: some View {
        let _ = print("ChecklistRow body: \(title) done=\(done)")
        Button(done ? "[x] \(title)" : "[ ] \(title)") { done.toggle() }
            .onAppear { print("ChecklistRow appear: \(title)") }
    }
}

struct MorningChecklist: View {
    @State private var steps = ["Pack", "Drive"]

    var body: some View {
        let _ = print("MorningChecklist body: \(steps.joined(separator: ", "))")
        VStack {
            ForEach(steps, id: \.self) { step in
                ChecklistRow(title: step)
            }
            Button("Add Stretch at top") {
                steps.insert("Stretch", at: 0)
            }
        }
    }
}

:mount MorningChecklist()
// expect: MorningChecklist body: Pack, Drive
// expect: ChecklistRow body: Pack done=false
// expect: ChecklistRow body: Drive done=false
// expect: ChecklistRow appear: Pack
// expect: ChecklistRow appear: Drive
:tap "[ ] Pack"
// expect: ChecklistRow body: Pack done=true
:tap "Add Stretch at top"
// expect: MorningChecklist body: Stretch, Pack, Drive
// expect: ChecklistRow body: Stretch done=false
// expect: ChecklistRow appear: Stretch
:tap "[x] Pack"
// expect: ChecklistRow body: Pack done=false
