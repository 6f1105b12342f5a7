// SwiftLee style (@EnvironmentObject): an ObservableObject injected with environmentObject; every view that declares it runs again on any @Published change, whether or not it reads the property (or reads it at all), while a plain sibling does not (rules §14.1, §6.5, §4.4)
import SwiftUI
import Combine

final class ThemeSettings: ObservableObject {
    @Published var isDark = false
    @Published var fontScale = 1
}

struct DarkModeToggle: View {
    @EnvironmentObject var theme: ThemeSettings

    var body: some View {
        let _ = print("DarkModeToggle body")
        Toggle("Dark mode", isOn: $theme.isDark)
    }
}

struct FontScaleLabel: View {
    @EnvironmentObject var theme: ThemeSettings

    var body: some View {
        let _ = print("FontScaleLabel body: \(theme.fontScale)")
        Text("Text size x\(theme.fontScale)")
    }
}

struct TipsCard: View {
    @EnvironmentObject var theme: ThemeSettings

    var body: some View {
        let _ = print("TipsCard body")
        Text("Tip: long-press a message to reply")
    }
}

struct AboutCard: View {
    var body: some View {
        let _ = print("AboutCard body")
        Text("Version 1.0")
    }
}

struct SettingsRoot: View {
    @StateObject private var theme = ThemeSettings()

    var body: some View {
        let _ = print("SettingsRoot body")
        VStack {
            DarkModeToggle()
            FontScaleLabel()
            TipsCard()
            AboutCard()
            Button("Bigger text") { theme.fontScale += 1 }
        }
        .environmentObject(theme)
    }
}

:mount SettingsRoot()
// expect: SettingsRoot body
// expect: DarkModeToggle body
// expect: FontScaleLabel body: 1
// expect: TipsCard body
// expect: AboutCard body
:toggle "Dark mode"
// expect: SettingsRoot body
// expect: DarkModeToggle body
// expect: FontScaleLabel body: 1
// expect: TipsCard body
:tap "Bigger text"
// expect: SettingsRoot body
// expect: DarkModeToggle body
// expect: FontScaleLabel body: 2
// expect: TipsCard body
