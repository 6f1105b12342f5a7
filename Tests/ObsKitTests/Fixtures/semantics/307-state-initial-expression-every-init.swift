// rules §3 (first rule), §2: a @State initial expression is not an autoclosure; it runs on
// every struct init, i.e. every time the parent body runs. The child body does not re-run
// (same initial Int, same title).
import SwiftUI

func makeStart() -> Int {
    print("makeStart")
    return 0
}

struct Child: View {
    @State private var value = makeStart()
    var body: some View {
        let _ = print("Child body", value)
        Text("\(value)")
    }
}

struct Parent: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Text("\(n)")
            Button("Render") { n += 1 }
            Child()
        }
    }
}

:mount Parent()
:tap "Render"
:tap "Render"

// expect: makeStart
// expect: Child body 0
// expect: makeStart
// expect: makeStart
