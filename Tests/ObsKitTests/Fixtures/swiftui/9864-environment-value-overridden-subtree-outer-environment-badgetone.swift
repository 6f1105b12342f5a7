// Swift Forums style: "an environment value overridden in a subtree": the outer `.environment(\.badgeTone, tone)` reaches Lead, the inner override wins for Guest, and Visitor, outside both, reads the key's default; changing the outer value re-runs only the badge whose value changed (rules §14.2, §2.5 ObsREPL's choice: @Environment fields compare equal)
import SwiftUI

struct BadgeToneKey: EnvironmentKey {
    static let defaultValue = "gray"
}

extension EnvironmentValues {
    var badgeTone: String {
        get { self[BadgeToneKey.self] }
        set { self[BadgeToneKey.self] = newValue }
    }
}

struct Badge: View {
    let name: String
    @Environment(\.badgeTone) private var tone

    var body: some View {
        let _ = print("Badge \(name) body: \(tone)")
        Text("\(name) (\(tone))")
    }
}

struct TeamScreen: View {
    @State private var tone = "blue"

    var body: some View {
        let _ = print("TeamScreen body: \(tone)")
        VStack {
            VStack {
                Badge(name: "Lead")
                VStack {
                    Badge(name: "Guest")
                }
                .environment(\.badgeTone, "red")
            }
            .environment(\.badgeTone, tone)
            Badge(name: "Visitor")
            Button("Go green") { tone = "green" }
        }
    }
}

:mount TeamScreen()
// expect: TeamScreen body: blue
// expect: Badge Lead body: blue
// expect: Badge Guest body: red
// expect: Badge Visitor body: gray
:tap "Go green"
// expect: TeamScreen body: green
// expect: Badge Lead body: green
