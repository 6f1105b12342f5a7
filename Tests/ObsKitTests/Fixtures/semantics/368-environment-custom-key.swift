// rules §14 (@Environment(\.key)): a reader re-runs only when the environment value it reads
// changed (compareValues); a parent render with an equal value re-runs nothing below the
// unchanged Middle; outside the modifier the key's default applies.
import SwiftUI

struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct Leaf: View {
    let name: String
    @Environment(\.accent) private var accent
    var body: some View {
        let _ = print("Leaf", name, accent)
        Text(accent)
    }
}

struct Middle: View {
    var body: some View {
        let _ = print("Middle body")
        Leaf(name: "inner")
    }
}

struct Root: View {
    @State private var color = "red"
    @State private var other = 0
    var body: some View {
        VStack {
            Text("\(other)")
            Button("Other") { other += 1 }
            Button("Green") { color = "green" }
            Leaf(name: "plain")
            Middle().environment(\.accent, color)
        }
    }
}

:mount Root()
:tap "Other"
:tap "Green"

// expect: Leaf plain blue
// expect: Middle body
// expect: Leaf inner red
// expect: Leaf inner green
