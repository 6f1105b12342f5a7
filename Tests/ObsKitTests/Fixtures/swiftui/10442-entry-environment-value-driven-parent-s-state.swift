// environment and custom wrappers style: an @Entry environment value driven by a parent's @State; when it changes only the view that declares @Environment for it runs its body again: the container in between (no inputs, equal value) and a sibling that doesn't read the key are skipped; an equal write does nothing (rules §14.2, §2.7, §3.4)
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct AccentSwatch: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("AccentSwatch body: \(accentName)")
        Text("Accent: \(accentName)")
    }
}

struct PlainCaption: View {
    var body: some View {
        let _ = print("PlainCaption body")
        Text("Caption")
    }
}

struct SwatchPanel: View {
    var body: some View {
        let _ = print("SwatchPanel body")
        VStack {
            AccentSwatch()
            PlainCaption()
        }
    }
}

struct AccentPicker: View {
    @State private var accent = "orange"

    var body: some View {
        let _ = print("AccentPicker body: \(accent)")
        VStack {
            Button("Use green") { accent = "green" }
            Button("Use green again") { accent = "green" }
            SwatchPanel()
        }
        .environment(\.accentName, accent)
    }
}

:mount AccentPicker()
// expect: AccentPicker body: orange
// expect: SwatchPanel body
// expect: AccentSwatch body: orange
// expect: PlainCaption body
:tap "Use green"
// expect: AccentPicker body: green
// expect: AccentSwatch body: green
:tap "Use green again"
