// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (a single selection by id stays on the same @Observable article while new articles are inserted above it and its own title changes)
// Apple's List page: a single-selection list binds to an optional Identifiable.ID. Inserting at the top shifts every
// row's position, but the binding holds the selected article's id, so it still names the same article; renaming the
// article changes its row's text, not its id. onChange(of:) runs only when the id changes.
import SwiftUI

@Observable
final class Article: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct Feed: View {
    @State private var articles = [Article(id: 1, title: "Swift 6"), Article(id: 2, title: "Xcode tips")]
    @State private var selectedID: Int?
    @State private var nextID = 3

    var body: some View {
        NavigationStack {
            List(articles, selection: $selectedID) { article in
                Text(article.title)
            }
            .toolbar {
                Button("Insert") {
                    articles.insert(Article(id: nextID, title: "Breaking \(nextID)"), at: 0)
                    nextID += 1
                }
                Button("Rename selected") {
                    articles.first { $0.id == selectedID }?.title += " (read)"
                }
                Button("Where?") {
                    if let id = selectedID, let index = articles.firstIndex(where: { $0.id == id }) {
                        print("selected \(articles[index].title) at row \(index)")
                    }
                }
            }
        }
        .onChange(of: selectedID) { _, id in
            print("selection changed to \(id ?? 0)")
        }
    }
}

:mount Feed()
:tap "Xcode tips"
// expect: selection changed to 2
:tap "Where?"
// expect: selected Xcode tips at row 1
:tap "Insert"
:tap "Insert"
:tap "Where?"
// expect: selected Xcode tips at row 3
:tap "Rename selected"
:tap "Where?"
// expect: selected Xcode tips (read) at row 3
:tap "Breaking 3"
// expect: selection changed to 3
:tap "Where?"
// expect: selected Breaking 3 at row 1
