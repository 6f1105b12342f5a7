// async-in-views style: .task(id:priority:) pages through results: Next Page changes the id, the task runs again at the priority it was given, appending the new page (rules §11.3)
import SwiftUI

func fetchPage(_ page: Int) async -> [String] {
    try? await Task.sleep(for: .milliseconds(500))
    return (1...3).map { "Item \((page - 1) * 3 + $0)" }
}

struct PagedList: View {
    @State private var page = 1
    @State private var items: [String] = []

    var body: some View {
        let _ = print("PagedList body: page \(page), \(items.count) items")
        VStack {
            ForEach(items, id: \.self) { Text($0) }
            Button("Next Page") { page += 1 }
        }
        .task(id: page, priority: .low) {
            print("loading page \(page), low priority: \(Task.currentPriority == .low)")
            items.append(contentsOf: await fetchPage(page))
        }
    }
}

:mount PagedList()
// expect: PagedList body: page 1, 0 items
// expect: loading page 1, low priority: true
:advance 500ms
// expect: PagedList body: page 1, 3 items
:tap "Next Page"
// expect: PagedList body: page 2, 3 items
// expect: loading page 2, low priority: true
:advance 500ms
// expect: PagedList body: page 2, 6 items
