// Tutorial style (in what order onAppear, onChange(initial:) and task run): appearance callbacks run innermost first, each view's in the order its modifiers are written, and tasks start after all of them, innermost first (rules §11.1, §11.3, §10.3)
import SwiftUI

struct Leaf: View {
    @State private var value = 1

    var body: some View {
        Text("leaf \(value)")
            .task { print("leaf task") }
            .onChange(of: value, initial: true) { print("leaf onChange initial") }
            .onAppear { print("leaf onAppear") }
    }
}

struct Branch: View {
    @State private var ready = false

    var body: some View {
        VStack {
            Leaf()
        }
        .onAppear { print("branch onAppear") }
        .task {
            print("branch task start")
            try? await Task.sleep(for: .milliseconds(100))
            ready = true
            print("branch task done")
        }
        .onChange(of: ready, initial: true) { oldValue, newValue in
            print("branch onChange \(oldValue) -> \(newValue)")
        }
    }
}

:mount Branch()
// expect: leaf onChange initial
// expect: leaf onAppear
// expect: branch onAppear
// expect: branch onChange false -> false
// expect: leaf task
// expect: branch task start
:advance 100ms
// expect: branch task done
// expect: branch onChange false -> true
