// Swift with Majid-style "Observation in practice": the reader preview with an @Observable model; turning the page runs nothing, an @ObservationIgnored note is picked up only at the next real change
// What SwiftUI does: only what the last body read is tracked (rules §8.3): `lastOpenedPage` is never read, so
// changing it runs no body. `@ObservationIgnored` is honoured (rules §8.1, ObsREPL's choice): the preview reads
// `sessionNote`, but writing it notifies nobody. "Bigger text" changes a read property: the preview runs with
// `@dependencies` (rules §12.1) and shows the note written earlier. The owner reads nothing in its body.
// Sources: rules §8.1, §8.3, §12.1, §12.2; Apple "Observable()" and "ObservationIgnored()".
import SwiftUI
import Observation

@Observable
final class ReaderPrefs {
    var fontSize = 17
    var lastOpenedPage = 1
    @ObservationIgnored var sessionNote = "none"
}

struct PreviewParagraph: View {
    let prefs: ReaderPrefs

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("PreviewParagraph body, size \(prefs.fontSize), note \(prefs.sessionNote)")
        Text("Call me Ishmael. (\(prefs.fontSize) pt)")
    }
}

struct ReaderScreen: View {
    @State private var prefs = ReaderPrefs()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            PreviewParagraph(prefs: prefs)
            Button("Next page") { prefs.lastOpenedPage += 1 }
            Button("Write note") { prefs.sessionNote = "chapter 2" }
            Button("Bigger text") { prefs.fontSize += 1 }
        }
    }
}

:mount ReaderScreen()
// expect: ReaderScreen: @self, @identity, _prefs changed.
// expect: PreviewParagraph: @self changed.
// expect: PreviewParagraph body, size 17, note none
:tap "Next page"
:tap "Write note"
:tap "Bigger text"
// expect: PreviewParagraph: @dependencies changed.
// expect: PreviewParagraph body, size 18, note chapter 2
