// A ForEach row's builder (and a sheet's content) that reads an ancestor's `@State` depends on it: when the
// state changes, the row is built again, even though the ancestor's body did not read it and does not run.
// Source: rules §3 (a write re-runs the bodies that read the value), §2.6 (a row's builder runs in its own
// node); Apple, `state` ("When the value changes, SwiftUI updates the parts of the view hierarchy that depend
// on the value").
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
// expect: row red
// expect: row blue
