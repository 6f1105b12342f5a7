// Book progress: the source-of-truth example of WWDC20's "Data Essentials in SwiftUI" (a book view owning its
// progress in @State and a progress editor getting a @Binding to it), own code. The editor is shown by a toggle.
// What SwiftUI does: the book view is the source of truth; the editor reads and writes through its binding, so a
// change made in the editor is a change of the parent's @State: the parent, which reads the progress, runs, then the
// editor, handed a binding to a changed value (rules §2.5, §3.4, §9.3). Hiding the editor destroys it, but the
// progress lives in the parent, so the editor shown again finds the pages it left (rules §1.1).
// Sources: rules §1.1, §2.5, §3.5, §9.3; WWDC20 "Data Essentials in SwiftUI"
// https://developer.apple.com/videos/play/wwdc2020/10040/
import SwiftUI

struct BookProgress {
    var pagesRead = 0
    var isFinished = false
}

struct ProgressEditor: View {
    @Binding var progress: BookProgress

    var body: some View {
        let _ = print("ProgressEditor body: \(progress.pagesRead) pages")
        VStack {
            Stepper("Pages: \(progress.pagesRead)", value: $progress.pagesRead, in: 0...500, step: 50)
            Button("Finish") { progress.isFinished = true }
        }
    }
}

struct BookDetailView: View {
    @State private var progress = BookProgress()
    @State private var isEditing = false

    var body: some View {
        let _ = print("BookDetailView body: finished \(progress.isFinished)")
        VStack {
            Text(progress.isFinished ? "Finished" : "Reading")
            Toggle("Edit progress", isOn: $isEditing)
            if isEditing {
                ProgressEditor(progress: $progress)
            }
        }
    }
}

:mount BookDetailView()
// expect: BookDetailView body: finished false
:toggle "Edit progress"
// expect: BookDetailView body: finished false
// expect: ProgressEditor body: 0 pages
:step "Pages: 0" up
// expect: BookDetailView body: finished false
// expect: ProgressEditor body: 50 pages
:tap "Finish"
// expect: BookDetailView body: finished true
// expect: ProgressEditor body: 50 pages
:toggle "Edit progress"
// expect: BookDetailView body: finished true
:toggle "Edit progress"
// expect: BookDetailView body: finished true
// expect: ProgressEditor body: 50 pages
