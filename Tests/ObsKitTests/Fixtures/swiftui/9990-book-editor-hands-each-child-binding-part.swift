// WWDC20 "Data Essentials in SwiftUI" style: a book editor hands each child a binding to one part of its @State book (`$book.title`, `$book.progress`); the editor shows the title, so any change runs it, but each child is tied only to its part: a progress step skips the title field, typing the title skips the progress stepper (rules §9.3, §15.1, §2.5, §3.5)
import SwiftUI

struct ClubBookDraft {
    var title: String
    var progress: Int
}

struct TitleField: View {
    @Binding var title: String

    var body: some View {
        let _ = print("TitleField body: \(title)")
        TextField("Book title", text: $title)
    }
}

struct ProgressStepper: View {
    @Binding var progress: Int

    var body: some View {
        let _ = print("ProgressStepper body: \(progress)")
        Stepper("Progress \(progress)%", value: $progress, in: 0...100, step: 10)
    }
}

struct BookEditorScreen: View {
    @State private var book = ClubBookDraft(title: "Dune", progress: 0)

    var body: some View {
        let _ = print("BookEditorScreen body: \(book.title)")
        VStack {
            TitleField(title: $book.title)
            ProgressStepper(progress: $book.progress)
        }
    }
}

:mount BookEditorScreen()
// expect: BookEditorScreen body: Dune
// expect: TitleField body: Dune
// expect: ProgressStepper body: 0
:step "Progress 0%" up
// expect: BookEditorScreen body: Dune
// expect: ProgressStepper body: 10
:type "!" into "Book title"
// expect: BookEditorScreen body: Dune!
// expect: TitleField body: Dune!
:step "Progress 10%" up 2
// expect: BookEditorScreen body: Dune!
// expect: ProgressStepper body: 20
// expect: BookEditorScreen body: Dune!
// expect: ProgressStepper body: 30
