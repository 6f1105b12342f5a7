// A custom EnvironmentKey with the classic boilerplate (key struct, EnvironmentValues property, View extension),
// set on a container and overridden on one child.
// What SwiftUI does: a view reading `@Environment(\.badgeColor)` gets the nearest value set above it, else the
// key's defaultValue (Apple, EnvironmentKey: https://developer.apple.com/documentation/swiftui/environmentkey).
// When the container's value changes, only readers whose value changed run again (rules §14.2): "New" follows the
// team colour, "Pro" keeps its own override and is skipped, and PlainCaption (no reader, equal value) is skipped
// (rules §2.7). Mounted alone, a Badge sees the default.
import SwiftUI

private struct BadgeColorKey: EnvironmentKey {
    static let defaultValue = "gray"
}

extension EnvironmentValues {
    var badgeColor: String {
        get { self[BadgeColorKey.self] }
        set { self[BadgeColorKey.self] = newValue }
    }
}

extension View {
    func badgeColor(_ color: String) -> some View {
        environment(\.badgeColor, color)
    }
}

struct Badge: View {
    let text: String
    @Environment(\.badgeColor) private var color

    var body: some View {
        let _ = print("Badge \(text) body: \(color)")
        Text(text)
    }
}

struct PlainCaption: View {
    var body: some View {
        let _ = print("PlainCaption body")
        Text("No badge here")
    }
}

struct BadgeBoard: View {
    @State private var teamColor = "blue"

    var body: some View {
        let _ = print("BadgeBoard body")
        VStack {
            Badge(text: "New")
            Badge(text: "Pro")
                .badgeColor("gold")
            PlainCaption()
            Button("Switch team") {
                teamColor = teamColor == "blue" ? "green" : "blue"
            }
        }
        .badgeColor(teamColor)
    }
}

:mount BadgeBoard()
// expect: BadgeBoard body
// expect: Badge New body: blue
// expect: Badge Pro body: gold
// expect: PlainCaption body
:tap "Switch team"
// expect: BadgeBoard body
// expect: Badge New body: green
:tap "Switch team"
// expect: BadgeBoard body
// expect: Badge New body: blue
:mount Badge(text: "Solo")
// expect: Badge Solo body: gray
