// An accent color name declared with `@Entry` (Xcode 16) and set at the top of a settings preview from a Picker; one
// label below overrides it with its own `.environment(\.accentName, "orange")`.
// What SwiftUI does: `@Entry` declares the key and its default (rules §15.14). The nearest `.environment` wins: the
// "Warning" label sees "orange" whatever the outer value is. Picking Green runs the preview (it reads `accent` to
// set the environment, rules §3.5) and the "Header" label, whose value changed; "Warning"'s value is still "orange",
// so it doesn't run (rules §14.2), and both labels' own inputs are equal (rules §2.7).
// Sources: rules §2.7, §3.5, §14.2, §15.5, §15.14; https://developer.apple.com/documentation/swiftui/entry()
// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct AccentLabel: View {
    let text: String
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("AccentLabel body: \(text) in \(accentName)")
        Text(text)
            .foregroundStyle(accentName == "orange" ? Color.orange : Color.blue)
    }
}

struct SettingsPreview: View {
    @State private var accent = "blue"

    var body: some View {
        let _ = print("SettingsPreview body: \(accent)")
        VStack(spacing: 12) {
            AccentLabel(text: "Header")
            AccentLabel(text: "Warning")
                .environment(\.accentName, "orange")
            Picker("Accent", selection: $accent) {
                Text("Blue").tag("blue")
                Text("Green").tag("green")
            }
            .pickerStyle(.segmented)
        }
        .environment(\.accentName, accent)
    }
}

:mount SettingsPreview()
// expect: SettingsPreview body: blue
// expect: AccentLabel body: Header in blue
// expect: AccentLabel body: Warning in orange
:pick "Green" in "Accent"
// expect: SettingsPreview body: green
// expect: AccentLabel body: Header in green
:pick "Blue" in "Accent"
// expect: SettingsPreview body: blue
// expect: AccentLabel body: Header in blue
