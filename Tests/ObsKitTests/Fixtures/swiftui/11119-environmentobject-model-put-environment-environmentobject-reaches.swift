// Apple docs style (EnvironmentObject): a model put in the environment with environmentObject(_:) reaches grandchildren; a view that does not declare it is skipped, the ones that declare it re-run (rules §14.1, §4.4, §2.7)
// Page: https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI

final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14
}

struct FontSizeLabel: View {
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        let _ = print("label \(settings.fontSize)")
        Text("Size \(settings.fontSize)")
    }
}

struct BiggerButton: View {
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        let _ = print("BiggerButton body")
        Button("Bigger") { settings.fontSize += 2 }
    }
}

struct SettingsPanel: View {
    var body: some View {
        let _ = print("SettingsPanel body")
        VStack {
            FontSizeLabel()
            BiggerButton()
        }
    }
}

struct ReaderRoot: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        let _ = print("ReaderRoot body")
        SettingsPanel()
            .environmentObject(settings)
    }
}

:mount ReaderRoot()
// expect: ReaderRoot body
// expect: SettingsPanel body
// expect: label 14
// expect: BiggerButton body
:tap "Bigger"
// expect: ReaderRoot body
// expect: label 16
// expect: BiggerButton body
