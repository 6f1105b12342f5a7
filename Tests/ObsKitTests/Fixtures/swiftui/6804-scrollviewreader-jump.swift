// Follows Apple's `ScrollViewReader` page (https://developer.apple.com/documentation/swiftui/scrollviewreader): "A
// view that provides programmatic scrolling, by working with a proxy to scroll to known child views", whose children
// carry `.id(_:)`. Own code: a book's chapter list with Add and Jump buttons.
// - Apple: the proxy may not be used while the content builder runs; "only actions created within content can
//   call the proxy". Here only button actions call `scrollTo`.
// - Scrolling is not state: `scrollTo` writes nothing a body reads, so a jump runs no body (rules §0.2: the four
//   reasons for a body run). Only the action's own print shows (rules §15.9: `scrollTo` changes nothing ObsREPL
//   can show).
// - The rows sit in a plain VStack (not lazy), so every row is built; adding a chapter makes one row, identified by
//   its id (rules §1.2), whose body runs after the parent's (rules §2.8). The parent's body reads `chapters`
//   (rules §3.5).
import SwiftUI

struct Chapter: Identifiable {
    let id: Int
    let title: String
}

struct ChapterRow: View {
    let chapter: Chapter

    var body: some View {
        let _ = print("ChapterRow body \(chapter.id)")
        Text("\(chapter.id). \(chapter.title)")
    }
}

struct BookView: View {
    @State private var chapters = [Chapter(id: 1, title: "Departure")]

    var body: some View {
        let _ = print("BookView body, \(chapters.count) chapters")
        ScrollViewReader { proxy in
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(chapters) { chapter in
                        ChapterRow(chapter: chapter)
                            .id(chapter.id)
                    }
                }
            }
            HStack {
                Button("Add chapter") {
                    chapters.append(Chapter(id: chapters.count + 1, title: "Untitled"))
                }
                Button("Jump to first") {
                    print("scrollTo 1")
                    proxy.scrollTo(1, anchor: .top)
                }
                Button("Jump to last") {
                    if let last = chapters.last {
                        print("scrollTo \(last.id)")
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
            }
        }
    }
}

:mount BookView()
// expect: BookView body, 1 chapters
// expect: ChapterRow body 1
:tap "Add chapter"
// expect: BookView body, 2 chapters
// expect: ChapterRow body 2
:tap "Add chapter"
// expect: BookView body, 3 chapters
// expect: ChapterRow body 3
:tap "Jump to last"
// expect: scrollTo 3
:tap "Jump to first"
// expect: scrollTo 1
