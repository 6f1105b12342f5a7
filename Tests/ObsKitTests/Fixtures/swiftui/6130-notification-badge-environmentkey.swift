// A custom environment value the pre-Xcode 16 way: a private EnvironmentKey, a computed property in an
// EnvironmentValues extension, and a View extension to set it.
// Expected: the badge re-runs when the value it reads changes (compared by value, rules §14.2) or its
// own input changes (rules §2.7); the toggle's other effect doesn't reach it.
import SwiftUI

private struct BadgeColorKey: EnvironmentKey {
    static let defaultValue: Color = .red
}

extension EnvironmentValues {
    var badgeColor: Color {
        get { self[BadgeColorKey.self] }
        set { self[BadgeColorKey.self] = newValue }
    }
}

extension View {
    func badgeColor(_ color: Color) -> some View {
        environment(\.badgeColor, color)
    }
}

struct CountBadge: View {
    @Environment(\.badgeColor) private var color
    let count: Int

    var body: some View {
        let _ = print("CountBadge \(count) body")
        Text("\(count)")
            .padding(6)
            .background(color, in: Circle())
    }
}

struct NotificationsRow: View {
    @State private var calm = false
    @State private var count = 3

    var body: some View {
        VStack {
            HStack {
                Text("Notifications")
                CountBadge(count: count)
            }
            .badgeColor(calm ? .gray : .red)
            Toggle("Calm colors", isOn: $calm)
            Button("Clear") { count = 0 }
        }
    }
}

:mount NotificationsRow()
:toggle "Calm colors"
:tap "Clear"

// expect: CountBadge 3 body
// expect: CountBadge 3 body
// expect: CountBadge 0 body
