// Tutorial style (onChange starting a Task, and cancelling the previous one): selecting an article starts a delayed preview Task kept in @State; a new selection cancels the old one, whose catch runs after the onChange (rules §11.1, §3.4, §3.5, §10.1)
import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct ReaderView: View {
    let articles = [
        Article(id: 1, title: "Swift 6"),
        Article(id: 2, title: "Concurrency"),
        Article(id: 3, title: "SwiftUI"),
    ]
    @State private var selectedID: Int?
    @State private var preview = ""
    @State private var previewTask: Task<Void, Never>?

    var body: some View {
        let _ = print("body: preview='\(preview)'")
        VStack {
            ForEach(articles) { article in
                Button(article.title) { selectedID = article.id }
            }
            Text(preview)
        }
        .onChange(of: selectedID) { oldID, newID in
            print("selection \(String(describing: oldID)) -> \(String(describing: newID))")
            previewTask?.cancel()
            guard let newID else { return }
            previewTask = Task {
                do {
                    try await Task.sleep(for: .milliseconds(700))
                    preview = "Preview of article \(newID)"
                    print("showing preview \(newID)")
                } catch {
                    print("preview \(newID) abandoned")
                }
            }
        }
    }
}

:mount ReaderView()
// expect: body: preview=''
:tap "Swift 6"
// expect: body: preview=''
// expect: selection nil -> Optional(1)
:advance 300ms
:tap "Concurrency"
// expect: body: preview=''
// expect: selection Optional(1) -> Optional(2)
// expect: preview 1 abandoned
:advance 700ms
// expect: showing preview 2
// expect: body: preview='Preview of article 2'
:tap "SwiftUI"
// expect: body: preview='Preview of article 2'
// expect: selection Optional(2) -> Optional(3)
:advance 700ms
// expect: showing preview 3
// expect: body: preview='Preview of article 3'
