// Apple: EnvironmentObject ("invalidates the current view whenever the observable object changes") and environmentObject(_:); with ObservableObject, a change to any @Published property re-runs every observer, even one that reads another property (SEMANTICS §6 "Any @Published change invalidates every observing view", §14 EnvironmentObject, §2 parent first)
import SwiftUI

final class ReadingSettings: ObservableObject {
    @Published var fontSize = 17
    @Published var nightMode = false
}

struct ChapterText: View {
    @EnvironmentObject var settings: ReadingSettings

    var body: some View {
        let _ = print("chapter text at \(settings.fontSize)pt")
        Text("It was a quiet morning on the pier.")
            .font(.system(size: CGFloat(settings.fontSize)))
            .padding()
    }
}

struct ReaderControls: View {
    @EnvironmentObject var settings: ReadingSettings

    var body: some View {
        HStack {
            Button("Smaller") { settings.fontSize -= 1 }
            Button("Larger") { settings.fontSize += 1 }
            Spacer()
            Toggle("Night", isOn: $settings.nightMode)
        }
    }
}

struct ReaderScreen: View {
    @StateObject private var settings = ReadingSettings()

    var body: some View {
        let _ = print("reader screen body")
        VStack {
            ChapterText()
            ReaderControls()
        }
        .environmentObject(settings)
    }
}

:mount ReaderScreen()
:tap "Larger"
:tap "Larger"
:toggle "Night"
:tap "Smaller"

// expect: reader screen body
// expect: chapter text at 17pt
// expect: reader screen body
// expect: chapter text at 18pt
// expect: reader screen body
// expect: chapter text at 19pt
// expect: reader screen body
// expect: chapter text at 19pt
// expect: reader screen body
// expect: chapter text at 18pt
