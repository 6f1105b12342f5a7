// Sarunw "@Entry environment value" style: a value declared with @Entry in EnvironmentValues, set from the root's @State; the view that reads it runs when it changes, a view under its own fixed override and a view that doesn't read it never run again (rules §14.2, §15.14, §2.7)
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct ThemedTitle: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("ThemedTitle body: \(accentName)")
        Text("Accent: \(accentName)")
    }
}

struct PlainCaption: View {
    var body: some View {
        let _ = print("PlainCaption body")
        Text("Themes are stored per device")
    }
}

struct ThemeRoot: View {
    @State private var useWarm = false

    var body: some View {
        let _ = print("ThemeRoot body: warm=\(useWarm)")
        VStack {
            ThemedTitle()
            ThemedTitle()
                .environment(\.accentName, "green")
            PlainCaption()
            Toggle("Warm theme", isOn: $useWarm)
        }
        .environment(\.accentName, useWarm ? "orange" : "blue")
    }
}

:mount ThemeRoot()
// expect: ThemeRoot body: warm=false
// expect: ThemedTitle body: blue
// expect: ThemedTitle body: green
// expect: PlainCaption body
:toggle "Warm theme"
// expect: ThemeRoot body: warm=true
// expect: ThemedTitle body: orange
:toggle "Warm theme"
// expect: ThemeRoot body: warm=false
// expect: ThemedTitle body: blue
