// Hacking with Swift-style "Why does my view redraw when I change a property it doesn't use?": a reader preview observes settings and shows only the font size, yet turning the page runs it
// What SwiftUI does: `objectWillChange` doesn't say which property changed, so any @Published set runs every
// observer (rules §6.5): `lastOpenedPage` is read by nobody, and still the owner and the preview run, each
// printing `_settings` (rules §12.1). The preview gets the same object from the parent, so no `@self`
// (rules §2.5); it runs once per action (rules §2.8, §10.1).
// Sources: rules §2.5, §2.8, §4.4, §6.3, §6.5, §10.1, §12.1, §12.2.
import SwiftUI
import Combine

final class ReaderSettings: ObservableObject {
    @Published var fontSize = 17
    @Published var lastOpenedPage = 1
}

struct PreviewParagraph: View {
    @ObservedObject var settings: ReaderSettings

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("PreviewParagraph body, size \(settings.fontSize)")
        Text("Call me Ishmael. (\(settings.fontSize) pt)")
    }
}

struct ReaderScreen: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            PreviewParagraph(settings: settings)
            Button("Next page") { settings.lastOpenedPage += 1 }
            Button("Bigger text") { settings.fontSize += 1 }
        }
    }
}

:mount ReaderScreen()
// expect: ReaderScreen: @self, @identity, _settings changed.
// expect: PreviewParagraph: @self, @identity, _settings changed.
// expect: PreviewParagraph body, size 17
:tap "Next page"
// expect: ReaderScreen: _settings changed.
// expect: PreviewParagraph: _settings changed.
// expect: PreviewParagraph body, size 17
:tap "Bigger text"
// expect: ReaderScreen: _settings changed.
// expect: PreviewParagraph: _settings changed.
// expect: PreviewParagraph body, size 18
