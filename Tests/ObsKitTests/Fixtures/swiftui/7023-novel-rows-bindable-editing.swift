// Novel list: rows that edit their own @Observable book through `@Bindable var novel` and a TextField, the editing
// pattern WWDC23's "Discover Observation in SwiftUI" shows for @Bindable; own code.
// What SwiftUI does: @Bindable is a plain wrapper (no box, no subscription); making `$novel.title` reads `title`, so
// the row depends on it (rules §8.5). Typing into the second row's field writes that book's title and runs only that
// row, once per keystroke; the list read only its array, and the other row read another object (rules §8.3, §10.1).
// Sources: rules §8.3, §8.5, §10.1; Apple https://developer.apple.com/documentation/swiftui/bindable; WWDC23 "Discover
// Observation in SwiftUI" https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Novel: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct NovelEditorRow: View {
    @Bindable var novel: Novel

    var body: some View {
        let _ = print("NovelEditorRow body: \(novel.title)")
        TextField("Title \(novel.id)", text: $novel.title)
    }
}

struct NovelListView: View {
    @State private var novels = [Novel(id: 1, title: "Dune"), Novel(id: 2, title: "Emma")]

    var body: some View {
        let _ = print("NovelListView body: \(novels.count) novels")
        VStack {
            ForEach(novels) { novel in
                NovelEditorRow(novel: novel)
            }
        }
    }
}

:mount NovelListView()
// expect: NovelListView body: 2 novels
// expect: NovelEditorRow body: Dune
// expect: NovelEditorRow body: Emma
:type "!?" into "Title 2"
// expect: NovelEditorRow body: Emma!
// expect: NovelEditorRow body: Emma!?
