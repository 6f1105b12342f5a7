// rules §1 (explicit identity): a vanished id destroys its row (onDisappear, state gone); the
// same id coming back is a new node with fresh state.
import SwiftUI

struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        let _ = print("Row", name, taps)
        Button("\(name) \(taps)") { taps += 1 }
            .onAppear { print("appear", name) }
            .onDisappear { print("disappear", name) }
    }
}

struct Rows: View {
    @State private var names = ["a", "b"]
    var body: some View {
        VStack {
            Button("Drop first") { names.removeFirst() }
            Button("Add a") { names.append("a") }
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
        }
    }
}

:mount Rows()
:tap "a 0"
:tap "Drop first"
:tap "Add a"

// expect: Row a 0
// expect: Row b 0
// expect: appear a
// expect: appear b
// expect: Row a 1
// expect: disappear a
// expect: Row a 0
// expect: appear a
