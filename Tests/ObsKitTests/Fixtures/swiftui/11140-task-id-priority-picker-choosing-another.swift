// Apple docs style (task(id:priority:) with a Picker): choosing another category restarts the fetch; the result lands after the clock moves, then onChange sees it (rules §11.3, §15.5, §11.1, §15.15)
// Page: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

enum NewsCategory: String, CaseIterable, Identifiable {
    case world, sports
    var id: Self { self }
}

struct CategoryFeed: View {
    @State private var category: NewsCategory = .world
    @State private var headline = ""

    var body: some View {
        VStack {
            Picker("Category", selection: $category) {
                ForEach(NewsCategory.allCases) { item in
                    Text(item.rawValue.capitalized).tag(item)
                }
            }
            Text(headline)
        }
        .task(id: category, priority: .userInitiated) {
            print("fetching \(category.rawValue)")
            try? await Task.sleep(for: .milliseconds(500))
            guard !Task.isCancelled else { return }
            headline = "Top \(category.rawValue) story"
            print("headline set: \(headline)")
        }
        .onChange(of: headline) {
            print("headline changed")
        }
    }
}

:mount CategoryFeed()
// expect: fetching world
:advance 500ms
// expect: headline set: Top world story
// expect: headline changed
:pick "Sports" in "Category"
// expect: fetching sports
:advance 500ms
// expect: headline set: Top sports story
// expect: headline changed
