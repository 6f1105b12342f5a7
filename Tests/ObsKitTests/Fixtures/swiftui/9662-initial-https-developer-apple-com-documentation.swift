// Apple, "onChange(of:initial:_:)", https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) — the same value watched by a parent and by a child, and a parent action that writes a second value watched by another onChange: the order in which the actions run
// onChange actions run after the update that changed the value, as appearance callbacks do: innermost first, so
// the child's before the parent's (rules §11.1, §10.3). A write in an action is a change like any other: it queues
// a new update, flushed in the same turn (§10.1), whose body and onChange follow.
import SwiftUI

struct ChildBadge: View {
    let value: Int

    var body: some View {
        let _ = print("ChildBadge body \(value)")
        Text("Value \(value)")
            .onChange(of: value) { oldValue, newValue in
                print("child onChange \(oldValue) -> \(newValue)")
            }
    }
}

struct ParentCounter: View {
    @State private var count = 0
    @State private var doubled = 0

    var body: some View {
        let _ = print("ParentCounter body, count \(count), doubled \(doubled)")
        VStack {
            Button("Increment") { count += 1 }
            ChildBadge(value: count)
        }
        .onChange(of: count) { oldValue, newValue in
            print("parent onChange count \(oldValue) -> \(newValue)")
            doubled = newValue * 2
        }
        .onChange(of: doubled) { oldValue, newValue in
            print("parent onChange doubled \(oldValue) -> \(newValue)")
        }
    }
}

:mount ParentCounter()
// expect: ParentCounter body, count 0, doubled 0
// expect: ChildBadge body 0
:tap "Increment"
// expect: ParentCounter body, count 1, doubled 0
// expect: ChildBadge body 1
// expect: child onChange 0 -> 1
// expect: parent onChange count 0 -> 1
// expect: ParentCounter body, count 1, doubled 2
// expect: parent onChange doubled 0 -> 2
