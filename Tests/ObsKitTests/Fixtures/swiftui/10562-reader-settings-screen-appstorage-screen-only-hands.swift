// everyday app screens style: a reader settings screen on @AppStorage; the screen only hands $bindings to its controls, so it never runs again, and each small view that reads a key runs when that key changes; the default is not written until a control writes (rules §15.14, §3.5)
import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case title, date
    var id: Self { self }
}

struct ThemeBadge: View {
    @AppStorage("darkMode") private var darkMode = false

    var body: some View {
        let _ = print("ThemeBadge body: \(darkMode ? "dark" : "light")")
        Text(darkMode ? "Dark theme" : "Light theme")
    }
}

struct FontPreview: View {
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        let _ = print("FontPreview body: \(fontSize)pt")
        Text("Sample text at \(fontSize)pt")
    }
}

struct ReaderSettings: View {
    @AppStorage("darkMode") private var darkMode = false
    @AppStorage("fontSize") private var fontSize = 14
    @AppStorage("sortOrder") private var sortOrder = SortOrder.title

    var body: some View {
        let _ = print("ReaderSettings body")
        Form {
            Section("Appearance") {
                Toggle("Dark mode", isOn: $darkMode)
                ThemeBadge()
                Stepper("Font size", value: $fontSize, in: 10...24, step: 2)
                FontPreview()
            }
            Section("Library") {
                Picker("Sort by", selection: $sortOrder) {
                    ForEach(SortOrder.allCases) { order in
                        Text(order.rawValue.capitalized)
                    }
                }
            }
            Button("Show stored values") {
                let defaults = UserDefaults.standard
                print("stored: fontSize=\(defaults.integer(forKey: "fontSize")) sortOrder=\(defaults.string(forKey: "sortOrder") ?? "nil")")
            }
        }
    }
}

:mount ReaderSettings()
// expect: ReaderSettings body
// expect: ThemeBadge body: light
// expect: FontPreview body: 14pt
:tap "Show stored values"
// expect: stored: fontSize=0 sortOrder=nil
:toggle "Dark mode"
// expect: ThemeBadge body: dark
:step "Font size" up
// expect: FontPreview body: 16pt
:pick "Date" in "Sort by"
:tap "Show stored values"
// expect: stored: fontSize=16 sortOrder=date
:step "Font size" down
// expect: FontPreview body: 14pt
