// rules §13: sheet(item:) presents when the item becomes non-nil, building the content from
// the unwrapped item; a user dismissal sets the item to nil, then calls onDismiss.
import SwiftUI

struct Pick: Identifiable {
    let id: Int
}

struct Detail: View {
    let n: Int
    var body: some View {
        let _ = print("Detail", n)
        Text("detail \(n)")
    }
}

struct Root: View {
    @State private var picked: Pick? = nil
    var body: some View {
        Button("Pick 7") { picked = Pick(id: 7) }
            .sheet(item: $picked, onDismiss: { print("onDismiss, picked is nil:", picked == nil) }) { p in
                Detail(n: p.id)
            }
    }
}

:mount Root()
:tap "Pick 7"
:dismiss

// expect: Detail 7
// expect: onDismiss, picked is nil: true
