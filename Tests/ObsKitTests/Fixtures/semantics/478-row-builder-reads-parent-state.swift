// A ForEach row's builder (and a sheet's content) that reads an ancestor's `@State` reads it as the ancestor's
// body would: the value of the ancestor's last update, and the read makes the ancestor's body depend on it. So a
// change runs the ancestor's body (which did not read `chosen` itself), and that body builds the rows again.
// Source: rules §3.4, §3.5 (a read anywhere in an update is the owner's) [S: OpenSwiftUI `State.getValue`
// sets the owner's location as read while the graph updates]; §2.6 (a row's builder runs in its own node).
import SwiftUI

struct Tags: View {
    let tags = ["red", "blue"]
    @State private var chosen: Set<String> = []
    @State private var showDetail = false

    var body: some View {
        let _ = print("Tags body")
        VStack {
            ForEach(tags, id: \.self) { tag in
                let _ = print("row", tag)
                Button(chosen.contains(tag) ? "\(tag) ✓" : tag) {
                    if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
                }
            }
            Button("detail") { showDetail = true }
        }
        .sheet(isPresented: $showDetail) {
            Text("\(chosen.count) chosen")
        }
    }
}

:mount Tags()
:tap "blue"
:tap "detail"
:tree
:dismiss
:tap "blue ✓"

// expect: Tags body
// expect: row red
// expect: row blue
// expect: Tags body
// expect: row red
// expect: row blue
// expect: Tags#1
// expect:   VStack  .sheet
// expect:     row #2
// expect:       Button "red"
// expect:     row #3
// expect:       Button "blue ✓"
// expect:     Button "detail"
// expect:   Sheet (presented) #4
// expect:     Text "1 chosen"
// expect: Tags body
// expect: row red
// expect: row blue
