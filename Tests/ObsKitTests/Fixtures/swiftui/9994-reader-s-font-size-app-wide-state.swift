// WWDC20 "Data Essentials in SwiftUI" style: a reader's font size is app-wide state kept with @AppStorage("readerFontSize") in both the reading page and the settings panel; they share the key, so a step in the settings runs both, and so does a write to UserDefaults.standard from code; the parent that declares nothing never runs again (rules §15.14, §2.1, §2.7)
import SwiftUI

struct ReadingPage: View {
    @AppStorage("readerFontSize") private var fontSize = 14

    var body: some View {
        let _ = print("ReadingPage body: \(fontSize)")
        Text("Chapter 1").font(.system(size: CGFloat(fontSize)))
    }
}

struct SettingsPanel: View {
    @AppStorage("readerFontSize") private var fontSize = 14

    var body: some View {
        let _ = print("SettingsPanel body: \(fontSize)")
        Stepper("Font \(fontSize)", value: $fontSize, in: 10...30, step: 2)
    }
}

struct ReaderRoot: View {
    var body: some View {
        let _ = print("ReaderRoot body")
        VStack {
            ReadingPage()
            SettingsPanel()
        }
    }
}

:mount ReaderRoot()
// expect: ReaderRoot body
// expect: ReadingPage body: 14
// expect: SettingsPanel body: 14
:step "Font 14" up
// expect: ReadingPage body: 16
// expect: SettingsPanel body: 16
UserDefaults.standard.set(20, forKey: "readerFontSize")
// expect: ReadingPage body: 20
// expect: SettingsPanel body: 20
:step "Font 20" down
// expect: ReadingPage body: 18
// expect: SettingsPanel body: 18
