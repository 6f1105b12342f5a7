// Reader settings shared with `.environmentObject(_:)` and read by two children with `@EnvironmentObject`, the
// pattern Hacking with Swift teaches for app-wide settings.
// What SwiftUI does: the root owns the object (@StateObject) and injects it; each child finds it by type (Apple,
// EnvironmentObject: https://developer.apple.com/documentation/swiftui/environmentobject; rules §14.1). Every view
// holding the object through one of these wrappers is invalidated by any @Published change, whatever it read
// (rules §6.5, §4.4, §14.1): changing the font size or the night mode runs the root and both children, root first
// (rules §2.8). `$settings.nightMode` writes the object through EnvironmentObject's projection (rules §9.2).
import SwiftUI
import Combine

final class ReaderSettings: ObservableObject {
    @Published var fontSize = 16
    @Published var nightMode = false
}

struct ArticleText: View {
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        let _ = print("ArticleText body, size \(settings.fontSize)")
        Text("Once upon a time...")
            .font(.system(size: CGFloat(settings.fontSize)))
    }
}

struct ReaderControls: View {
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        let _ = print("ReaderControls body")
        HStack {
            Button("A+") { settings.fontSize += 2 }
            Toggle("Night", isOn: $settings.nightMode)
        }
    }
}

struct ReaderScreen: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        let _ = print("ReaderScreen body")
        VStack {
            ArticleText()
            ReaderControls()
        }
        .environmentObject(settings)
    }
}

:mount ReaderScreen()
// expect: ReaderScreen body
// expect: ArticleText body, size 16
// expect: ReaderControls body
:tap "A+"
// expect: ReaderScreen body
// expect: ArticleText body, size 18
// expect: ReaderControls body
:toggle "Night"
// expect: ReaderScreen body
// expect: ArticleText body, size 18
// expect: ReaderControls body
