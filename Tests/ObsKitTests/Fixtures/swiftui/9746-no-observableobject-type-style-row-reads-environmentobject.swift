// Hacking with Swift "Fatal error: No ObservableObject of type" style: a row that reads an @EnvironmentObject works under the screen that provides it, a badge that only declares it runs fine mounted alone, and the row mounted alone (a preview without .environmentObject) stops at its first read with SwiftUI's fatal message (rules §14.1, T16)
import SwiftUI

final class ThemeStore: ObservableObject {
    @Published var accent = "blue"
}

struct AccentRow: View {
    @EnvironmentObject var theme: ThemeStore

    var body: some View {
        let _ = print("AccentRow body")
        Text("Accent: \(theme.accent)")
    }
}

struct VersionBadge: View {
    @EnvironmentObject var theme: ThemeStore

    var body: some View {
        let _ = print("VersionBadge body")
        Text("v2.1")
    }
}

struct ThemeScreen: View {
    @StateObject private var theme = ThemeStore()

    var body: some View {
        VStack {
            AccentRow()
            Button("Green") { theme.accent = "green" }
        }
        .environmentObject(theme)
    }
}

:mount ThemeScreen()
// expect: AccentRow body
:tap "Green"
// expect: AccentRow body
:mount VersionBadge()
// expect: VersionBadge body
:mount AccentRow()
// expect: AccentRow body
// expect-error: No ObservableObject of type ThemeStore found
