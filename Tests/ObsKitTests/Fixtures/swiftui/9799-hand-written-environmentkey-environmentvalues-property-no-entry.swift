// Apple documentation style ("EnvironmentKey"): a hand-written EnvironmentKey with an EnvironmentValues property, no @Entry; a view outside the .environment modifier sees the default, one inside sees the set value and re-runs when it changes, a sibling that declares nothing does not, and an equal write runs nothing (rules §14.2, §2.1, §3.4)
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

struct Badge: View {
    @Environment(\.accentName) private var accentName
    let label: String

    var body: some View {
        let _ = print("Badge \(label) body: \(accentName)")
        Text(label)
    }
}

struct PlainCaption: View {
    var body: some View {
        let _ = print("PlainCaption body")
        Text("caption")
    }
}

struct ThemeRoot: View {
    @State private var accent = "orange"

    var body: some View {
        let _ = print("ThemeRoot body")
        VStack {
            Badge(label: "Default")
            VStack {
                Badge(label: "Themed")
                PlainCaption()
            }
            .environment(\.accentName, accent)
            Button("Go green") { accent = "green" }
        }
    }
}

:mount ThemeRoot()
// expect: ThemeRoot body
// expect: Badge Default body: blue
// expect: Badge Themed body: orange
// expect: PlainCaption body
:tap "Go green"
// expect: ThemeRoot body
// expect: Badge Themed body: green
:tap "Go green"
