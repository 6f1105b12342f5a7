// Stack Overflow Q&A style: "a custom environment value: who re-renders?": an @Entry key set with .environment(\.accentName, accent); a change re-runs the parent and the view that declares the key, not a sibling without it; a parent change that leaves the key equal runs neither child (rules §14.2, §15.14 @Entry, §2.5 ObsREPL's choice for @Environment fields, §2.7)
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct Swatch: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("Swatch body: \(accentName)")
        Text(accentName)
    }
}

struct PlainCaption: View {
    var body: some View {
        let _ = print("PlainCaption body")
        Text("caption")
    }
}

struct Palette: View {
    @State private var accent = "blue"
    @State private var count = 0

    var body: some View {
        let _ = print("Palette body: \(accent) \(count)")
        VStack {
            Swatch()
            PlainCaption()
            Button("Red") { accent = "red" }
            Button("Count \(count)") { count += 1 }
        }
        .environment(\.accentName, accent)
    }
}

:mount Palette()
// expect: Palette body: blue 0
// expect: Swatch body: blue
// expect: PlainCaption body
:tap "Red"
// expect: Palette body: red 0
// expect: Swatch body: red
:tap "Count 0"
// expect: Palette body: red 1
:tap "Red"
