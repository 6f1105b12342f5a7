// Swift with Majid style (environment): a hand-written EnvironmentKey and an @Entry value set by a parent; only views that declare the key that changed run again, a view with neither never runs again, and an equal write runs nothing (rules §14.2, §15.14, §3.4)
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }

    @Entry var compactRows = false
}

extension View {
    func accentName(_ name: String) -> some View {
        environment(\.accentName, name)
    }
}

struct AccentBadge: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("AccentBadge body: \(accentName)")
        Text("Accent: \(accentName)")
    }
}

struct RowsPreview: View {
    @Environment(\.compactRows) private var compactRows

    var body: some View {
        let _ = print("RowsPreview body: compact \(compactRows)")
        VStack(spacing: compactRows ? 2 : 12) {
            Text("Row one")
            Text("Row two")
        }
    }
}

struct StaticFooter: View {
    var body: some View {
        let _ = print("StaticFooter body")
        Text("Made with SwiftUI")
    }
}

struct ThemeSettings: View {
    @State private var accent = "blue"
    @State private var compact = false

    var body: some View {
        let _ = print("ThemeSettings body: \(accent), \(compact)")
        VStack {
            Button("Use orange") { accent = "orange" }
            Button("Toggle density") { compact.toggle() }
            AccentBadge()
            RowsPreview()
            StaticFooter()
        }
        .accentName(accent)
        .environment(\.compactRows, compact)
    }
}

:mount ThemeSettings()
// expect: ThemeSettings body: blue, false
// expect: AccentBadge body: blue
// expect: RowsPreview body: compact false
// expect: StaticFooter body
:tap "Use orange"
// expect: ThemeSettings body: orange, false
// expect: AccentBadge body: orange
:tap "Use orange"
:tap "Toggle density"
// expect: ThemeSettings body: orange, true
// expect: RowsPreview body: compact true
