// objc.io-style "EquatableView and closures": a chapter row that takes an `onOpen` closure is wrapped in `EquatableView(content:)` with an `==` that leaves the closure out, so only a new title or progress runs it
// What SwiftUI does: without help the row would differ at each parent render, its closure capturing `self`
// (rules §2.4). `EquatableView` makes SwiftUI compare with the row's `==` (rules §2.2), which looks at the
// title and progress only: tapping the row changes `opens`, the reader runs, the row doesn't; "Read more"
// changes `progress` and the row runs with `@self` (rules §2.7, §12.1).
// Sources: rules §2.2, §2.4, §2.7, §12.1, §12.2; Apple "EquatableView".
import SwiftUI

struct ChapterRow: View, Equatable {
    let title: String
    let progress: Int
    let onOpen: () -> Void

    static func == (lhs: ChapterRow, rhs: ChapterRow) -> Bool {
        lhs.title == rhs.title && lhs.progress == rhs.progress
    }

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Button(title, action: onOpen)
            Text("\(progress)%")
        }
    }
}

struct ReaderView: View {
    @State private var progress = 0
    @State private var opens = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Opened \(opens) times")
            EquatableView(content: ChapterRow(title: "Chapter 1", progress: progress) { opens += 1 })
            Button("Read more") { progress += 10 }
        }
    }
}

:mount ReaderView()
// expect: ReaderView: @self, @identity, _progress, _opens changed.
// expect: ChapterRow: @self changed.
:tap "Chapter 1"
// expect: ReaderView: _opens changed.
:tap "Chapter 1"
// expect: ReaderView: _opens changed.
:tap "Read more"
// expect: ReaderView: _progress changed.
// expect: ChapterRow: @self changed.
