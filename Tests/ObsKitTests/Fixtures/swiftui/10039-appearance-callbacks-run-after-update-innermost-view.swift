// objc.io Thinking in SwiftUI style: appearance callbacks run after the update, innermost view first (on one view in the order its modifiers are written), tasks start after all of them, innermost first too; a later parent render fires none of them, only the onChange it caused (rules §11.1, §10.3, §11.3)
import SwiftUI

struct Leaf: View {
    var body: some View {
        Text("leaf")
            .onAppear { print("leaf appear") }
            .task { print("leaf task") }
    }
}

struct Middle: View {
    var body: some View {
        VStack {
            Leaf()
        }
        .onAppear { print("middle appear") }
        .task { print("middle task") }
    }
}

struct Outer: View {
    @State private var n = 0

    var body: some View {
        let _ = print("Outer body: \(n)")
        VStack {
            Middle()
            Button("Bump \(n)") { n += 1 }
        }
        .onAppear { print("outer appear") }
        .onChange(of: n, initial: true) { _, newValue in
            print("outer onChange \(newValue)")
        }
        .task { print("outer task") }
    }
}

:mount Outer()
// expect: Outer body: 0
// expect: leaf appear
// expect: middle appear
// expect: outer appear
// expect: outer onChange 0
// expect: leaf task
// expect: middle task
// expect: outer task
:tap "Bump 0"
// expect: Outer body: 1
// expect: outer onChange 1
