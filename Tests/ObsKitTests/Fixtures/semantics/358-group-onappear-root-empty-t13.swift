// rules §11 (Group) [I]: an empty Group made as a single view (the hosting root's body) gets
// its appear effect directly, so it fires; the same empty Group in a stack is applied per member
// (zero members) and never fires.
// note: follows the [I] rule "empty Group.onAppear fires only at the root" as written.
import SwiftUI

struct AtRoot: View {
    let show = false
    var body: some View {
        Group {
            if show { Text("A") }
        }
        .onAppear { print("root group appear") }
    }
}

struct InStack: View {
    let show = false
    var body: some View {
        VStack {
            Text("header")
            Group {
                if show { Text("A") }
            }
            .onAppear { print("stack group appear") }
        }
    }
}

:mount AtRoot()
:mount InStack()
print("done")

// expect: root group appear
// expect: done
