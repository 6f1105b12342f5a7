// Apple docs style (EnvironmentKey and sheets): a value set above a view and its sheet reaches the sheet's content each time it is presented (rules §14.2, §13.1)
// Page: https://developer.apple.com/documentation/swiftui/environmentvalues (creating custom environment values)
import SwiftUI

struct ThemeNameKey: EnvironmentKey {
    static let defaultValue = "system"
}

extension EnvironmentValues {
    var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
}

struct ThemedLabel: View {
    @Environment(\.themeName) private var themeName
    let label: String

    var body: some View {
        let _ = print("\(label) uses \(themeName)")
        Text(label)
    }
}

struct SettingsHost: View {
    @State private var showSheet = false

    var body: some View {
        VStack {
            ThemedLabel(label: "main")
            ThemedLabel(label: "plain").environment(\.themeName, "system")
            Button("Open") { showSheet = true }
        }
        .sheet(isPresented: $showSheet, onDismiss: { print("sheet dismissed") }) {
            ThemedLabel(label: "sheet")
        }
        .environment(\.themeName, "ocean")
    }
}

:mount SettingsHost()
// expect: main uses ocean
// expect: plain uses system
:tap "Open"
// expect: sheet uses ocean
:dismiss
// expect: sheet dismissed
:tap "Open"
// expect: sheet uses ocean
