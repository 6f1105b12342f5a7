// Style: blog post, "Fixing the stale sheet: read the state in the body". SwiftUI: once the body reads `selected`
// (here in a Text), the write runs the body (rules §3.5), which hands the sheet a closure with the new value, so the
// sheet shows the right fruit the first time (rules §3.5 "The stale sheet"; fixture 7683). `_printChanges` lists each
// changed dynamic property in declaration order (rules §12.1).
// Corrected after the first run: I expected `_selected, _showDetail changed.` (both were written by the tap), but a
// State box reports a change only when its value moved on *and* the last body read it (rules §3.5; OSU
// `Data/State/State.swift`, `StatePropertyBox.update` returns `wasRead` when signalled), and `showDetail` is never read.
import SwiftUI

struct FruitDetail: View {
    let name: String

    var body: some View {
        let _ = print("detail shows \(name)")
        Text(name)
    }
}

struct FixedFruitList: View {
    @State private var selected: String?
    @State private var showDetail = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Selected: \(selected ?? "none")")
            ForEach(["Apple", "Banana"], id: \.self) { fruit in
                Button(fruit) {
                    selected = fruit
                    showDetail = true
                }
            }
        }
        .sheet(isPresented: $showDetail) {
            FruitDetail(name: selected ?? "nothing")
        }
    }
}

:mount FixedFruitList()
// expect: FixedFruitList: @self, @identity, _selected, _showDetail changed.
:tap "Apple"
// expect: FixedFruitList: _selected changed.
// expect: detail shows Apple
:dismiss
:tap "Banana"
// expect: FixedFruitList: _selected changed.
// expect: detail shows Banana
