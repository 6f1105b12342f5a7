// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10149/ (a computed property of an @Observable class backed by ignored storage is observed only if it calls `access(keyPath:)` and `withMutation(keyPath:)` itself; one that does not is invisible to SwiftUI)
// "Discover Observation in SwiftUI" (WWDC23): computed properties built from stored properties are observed for
// free, but one whose value comes from elsewhere must tell Observation when it is read and written, with the
// `access(keyPath:)` and `withMutation(keyPath:_:)` methods the @Observable macro adds. Here both settings live in an
// @ObservationIgnored dictionary; `fontSize` reports its reads and writes, `lineSpacing` does not.
// - "Bigger text": the font label runs again.
// - "More spacing": no body runs, and the spacing label keeps showing 2.
// - "Bigger text" again: only the font label runs.
import SwiftUI

@Observable
final class ReaderSettings {
    @ObservationIgnored private var storage: [String: Int] = ["fontSize": 14, "lineSpacing": 2]

    var fontSize: Int {
        get {
            access(keyPath: \.fontSize)
            return storage["fontSize"] ?? 14
        }
        set {
            withMutation(keyPath: \.fontSize) {
                storage["fontSize"] = newValue
            }
        }
    }

    var lineSpacing: Int {
        get { storage["lineSpacing"] ?? 2 }
        set { storage["lineSpacing"] = newValue }
    }
}

struct FontSizeLabel: View {
    let settings: ReaderSettings

    var body: some View {
        let _ = print("font label body: \(settings.fontSize)pt")
        Text("Text size \(settings.fontSize)")
    }
}

struct SpacingLabel: View {
    let settings: ReaderSettings

    var body: some View {
        let _ = print("spacing label body: \(settings.lineSpacing)")
        Text("Line spacing \(settings.lineSpacing)")
    }
}

struct ReaderSettingsView: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        VStack {
            FontSizeLabel(settings: settings)
            SpacingLabel(settings: settings)
            Button("Bigger text") { settings.fontSize += 2 }
            Button("More spacing") { settings.lineSpacing += 1 }
        }
    }
}

:mount ReaderSettingsView()
// expect: font label body: 14pt
// expect: spacing label body: 2
:tap "Bigger text"
// expect: font label body: 16pt
:tap "More spacing"
:tap "Bigger text"
// expect: font label body: 18pt
