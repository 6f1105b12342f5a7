// SwiftUI from Apple's documentation: Scene environment(_:_:) — https://developer.apple.com/documentation/swiftui/scene/environment(_:_:) (a custom environment value set on a WindowGroup applies to every view in the scene)
import SwiftUI

struct StyleOverrides: Equatable {
    var accent = "blue"
    var compact = false
}

extension EnvironmentValues {
    @Entry var styleOverrides = StyleOverrides()
}

struct SettingsRow: View {
    @Environment(\.styleOverrides) private var styleOverrides

    var body: some View {
        Button("Show style") {
            print("accent \(styleOverrides.accent), compact \(styleOverrides.compact)")
        }
    }
}

struct ContentView: View {
    var body: some View {
        SettingsRow()
    }
}

@main
struct MyApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .environment(\.styleOverrides, StyleOverrides(accent: "orange", compact: true))
    }
}

:mount MyApp()
:tap "Show style"
// expect: accent orange, compact true
