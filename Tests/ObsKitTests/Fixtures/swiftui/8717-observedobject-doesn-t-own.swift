// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (an @ObservedObject doesn't own its object: one given a default value is made again whenever the parent's body makes the view again, so the count starts over; use @StateObject to own it)
import SwiftUI

final class DraftNote: ObservableObject {
    @Published var words = 0
    init() { print("DraftNote init") }
}

struct NoteCounter: View {
    @ObservedObject var draft = DraftNote()

    var body: some View {
        Button("Add word") {
            draft.words += 1
            print("draft has \(draft.words) words")
        }
    }
}

struct NotesScreen: View {
    @State private var saves = 0

    var body: some View {
        VStack {
            Text("saved \(saves) times")
            Button("Save") { saves += 1 }
            NoteCounter()
        }
    }
}

:mount NotesScreen()
:tap "Add word"
:tap "Add word"
:tap "Save"
:tap "Add word"
// expect: DraftNote init
// expect: draft has 1 words
// expect: draft has 2 words
// expect: DraftNote init
// expect: draft has 1 words
