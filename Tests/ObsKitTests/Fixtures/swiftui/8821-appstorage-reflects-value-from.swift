// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (AppStorage reflects a value from UserDefaults and invalidates a view on a change in that user default: a write through one view's @AppStorage is seen, with onChange, by another view using the same key)
import SwiftUI

struct SettingsPanel: View {
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        Button("Bigger text") { fontSize += 2 }
    }
}

struct ArticlePreview: View {
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        Text("Article at \(fontSize)pt")
            .onChange(of: fontSize) { oldValue, newValue in
                print("preview font \(oldValue) -> \(newValue)")
            }
    }
}

struct ReaderScreen: View {
    var body: some View {
        VStack {
            SettingsPanel()
            ArticlePreview()
        }
    }
}

:mount ReaderScreen()
:tap "Bigger text"
:tap "Bigger text"
// expect: preview font 14 -> 16
// expect: preview font 16 -> 18
