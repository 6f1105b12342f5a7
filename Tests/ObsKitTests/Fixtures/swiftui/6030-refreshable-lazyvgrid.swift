// Pull to refresh with .refreshable on a ScrollView holding a LazyVGrid of adaptive columns, plus a
// Slider-free "refresh count" shown in a toolbar (Apple's refreshable docs; HWS LazyVGrid).
// Expected: the refresh action runs, awaits (the spinner stays until it returns), then adds an item; the
// grid shows the new cell.
// Source: https://developer.apple.com/documentation/swiftui/view/refreshable(action:) ;
// https://developer.apple.com/documentation/swiftui/lazyvgrid
import SwiftUI

@Observable final class FeedModel {
    var items = ["One", "Two"]
    var refreshes = 0
    func refresh() async {
        print("refresh started")
        try? await Task.sleep(for: .seconds(2))
        refreshes += 1
        items.insert("New \(refreshes)", at: 0)
        print("refresh finished")
    }
}

struct FeedView: View {
    @State private var model = FeedModel()
    let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(model.items, id: \.self) { item in
                        Text(item)
                    }
                }
            }
            .refreshable {
                await model.refresh()
            }
            .navigationTitle("Feed (\(model.refreshes))")
        }
    }
}

:mount FeedView()
:refresh
:advance 2s
:tree

// expect: refresh started
// expect: refresh finished
// expect: FeedView#1
// expect:   NavigationStack
// expect:     ScrollView  .refreshable .navigationTitle
// expect:       LazyVGrid
// expect:         row #4
// expect:           Text "New 1"
// expect:         row #2
// expect:           Text "One"
// expect:         row #3
// expect:           Text "Two"
