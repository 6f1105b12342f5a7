// rules §2, T14: every parent body run re-runs the child's init; the child body runs only if
// the new value differs (here: same title, so never after the first).
import SwiftUI

struct Child: View {
    let title: String
    init(title: String) {
        self.title = title
        print("Child.init")
    }
    var body: some View {
        let _ = print("Child.body")
        Text(title)
    }
}

struct Parent: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Text("\(n)")
            Button("Tap") { n += 1 }
            Child(title: "x")
        }
    }
}

:mount Parent()
:tap "Tap"
:tap "Tap"

// expect: Child.init
// expect: Child.body
// expect: Child.init
// expect: Child.init
