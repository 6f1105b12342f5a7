// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (Data Essentials' BookView: an @ObservedObject CurrentlyReading, a Toggle bound with `$currentlyReading.isFinished`, and a ProgressDetails child that runs only when the progress it was given changes)
// "Data Essentials in SwiftUI" (WWDC20) models the book being read as an ObservableObject, `CurrentlyReading`, with
// @Published `progress` and `isFinished`; BookView holds it with @ObservedObject and gets a binding to a published
// property with `$currentlyReading.isFinished` for its "I'm Done" toggle. Any published change re-runs BookView;
// its child ProgressDetails takes the progress as a plain value, so SwiftUI runs the child only when that value is
// different from the one it had.
// - Mount: the book view, then the details.
// - "Read a page": the progress changes; the book view and the details both run.
// - Toggle "I'm Done" on and off: the book view runs each time; the details' input is unchanged, so they do not.
import SwiftUI

struct Book {
    let title: String
    let pageCount: Int
}

struct ReadingProgress: Equatable {
    var pagesRead = 0
}

final class CurrentlyReading: ObservableObject {
    let book: Book
    @Published var progress = ReadingProgress()
    @Published var isFinished = false

    init(book: Book) {
        self.book = book
    }
}

struct ProgressDetails: View {
    let progress: ReadingProgress
    let pageCount: Int

    var body: some View {
        let _ = print("progress details body: \(progress.pagesRead) of \(pageCount) pages")
        Text("\(progress.pagesRead) of \(pageCount) pages")
    }
}

struct BookView: View {
    @ObservedObject var currentlyReading: CurrentlyReading

    var body: some View {
        let _ = print("book view body: finished \(currentlyReading.isFinished)")
        VStack {
            Text(currentlyReading.book.title)
            ProgressDetails(progress: currentlyReading.progress, pageCount: currentlyReading.book.pageCount)
            Button("Read a page") { currentlyReading.progress.pagesRead += 1 }
                .disabled(currentlyReading.isFinished)
            Toggle(isOn: $currentlyReading.isFinished) {
                Label("I'm Done", systemImage: "checkmark.circle.fill")
            }
        }
    }
}

struct ReadingScreen: View {
    @StateObject private var currentlyReading = CurrentlyReading(book: Book(title: "Dune", pageCount: 412))

    var body: some View {
        BookView(currentlyReading: currentlyReading)
    }
}

:mount ReadingScreen()
// expect: book view body: finished false
// expect: progress details body: 0 of 412 pages
:tap "Read a page"
// expect: book view body: finished false
// expect: progress details body: 1 of 412 pages
:toggle "I'm Done"
// expect: book view body: finished true
:toggle "I'm Done"
// expect: book view body: finished false
