// stack-overflow style: "EnvironmentObject in a sheet" — on iOS 18 a sheet inherits its presenter's environment, so content presented from a view under `.environmentObject(theme)` reads the same object; a change made in the sheet re-renders the presenter and the sheet, each declaring the object (rules §14.1, §15.23, §13.1)
import SwiftUI

final class Theme: ObservableObject {
    @Published var accent = "blue"
}

struct ThemedSheet: View {
    @EnvironmentObject var theme: Theme

    var body: some View {
        let _ = print("ThemedSheet body: \(theme.accent)")
        Button("Make red") { theme.accent = "red" }
    }
}

struct ThemeHome: View {
    @EnvironmentObject var theme: Theme
    @State private var showing = false

    var body: some View {
        let _ = print("ThemeHome body: \(theme.accent)")
        Button("Customize") { showing = true }
            .sheet(isPresented: $showing) {
                ThemedSheet()
            }
    }
}

struct ThemeRoot: View {
    @StateObject private var theme = Theme()

    var body: some View {
        ThemeHome().environmentObject(theme)
    }
}

:mount ThemeRoot()
// expect: ThemeHome body: blue
:tap "Customize"
// expect: ThemedSheet body: blue
:tap "Make red"
// expect: ThemeHome body: red
// expect: ThemedSheet body: red
