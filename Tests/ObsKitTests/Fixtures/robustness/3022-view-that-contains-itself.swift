// Class: hang (found by obsfuzz, minimised: a mutation left `self` inside a view's body). A view whose body
// holds a new copy of itself nests without end; each level cost more than the last, so the stack guard was
// reached only after seconds. In Swift, `some View` cannot be defined in terms of itself (a compile error);
// through AnyView it compiles, and SwiftUI recurses until the stack runs out. ObsREPL stops bodies nested
// more than 500 deep (ViewGraph.maximumNesting) with its stack-overflow error.
import SwiftUI

struct Again: View {
    var body: some View {
        VStack {
            Text("again")
            AnyView(Again())
        }
    }
}

:mount Again()
print("after")
// expect-error: Fatal error: stack overflow: views nested more than 500 deep
