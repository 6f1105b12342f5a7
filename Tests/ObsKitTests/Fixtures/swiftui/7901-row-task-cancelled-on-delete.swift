// Rows that load a thumbnail in `.task`: the task starts when the row appears and is cancelled when the row goes
// away (rules §11.3, §1.4; Apple `view/task(priority:_:)`: "SwiftUI will automatically cancel the task at some
// point after the view disappears"). Deleting "cat" before its two seconds are up cancels its sleep, which throws
// CancellationError into its catch in the turn of the deletion (corpus assumption 13); "dog" finishes on time
// and its write re-runs its row.
import SwiftUI

struct ThumbRow: View {
    let name: String
    @State private var loaded = false

    var body: some View {
        let _ = print("row \(name) loaded \(loaded)")
        Text(loaded ? "\(name) ✓" : "\(name) …")
            .task {
                print("start \(name)")
                do {
                    try await Task.sleep(for: .seconds(2))
                    loaded = true
                    print("loaded \(name)")
                } catch {
                    print("cancelled \(name)")
                }
            }
    }
}

struct Thumbs: View {
    @State private var names = ["cat", "dog"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                ThumbRow(name: name)
            }
            .onDelete { names.remove(atOffsets: $0) }
        }
    }
}

:mount Thumbs()
// expect: row cat loaded false
// expect: row dog loaded false
// expect: start cat
// expect: start dog
:advance 1s
:delete "cat …"
// expect: cancelled cat
:advance 1s
// expect: loaded dog
// expect: row dog loaded true
