// SwiftUI from fatbobman (Xu Yang): https://fatbobman.com/en/posts/onappear-call-timing/ (onAppear runs after the body has been evaluated and before the view is shown; state set there produces a second body before the first frame)
// Fatbobman's article on onAppear's timing: SwiftUI first evaluates the view's body, then calls onAppear
// (after layout, before the view is rendered), so state changed in onAppear triggers another evaluation
// before anything reaches the screen. The common "load in onAppear" pattern therefore runs the body twice
// at launch. He also notes that onAppear runs again only when the view appears again, not when its body
// is re-evaluated.
import SwiftUI

struct ItemsView: View {
    @State private var items: [String] = []
    @State private var refreshes = 0

    var body: some View {
        let _ = print("body: \(items.count) items, \(refreshes) refreshes")
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            Button("Refresh") {
                refreshes += 1
            }
        }
        .onAppear {
            print("onAppear")
            items = ["One", "Two", "Three"]
        }
    }
}

:mount ItemsView()
// expect: body: 0 items, 0 refreshes
// expect: onAppear
// expect: body: 3 items, 0 refreshes
:tap "Refresh"
// expect: body: 3 items, 1 refreshes
