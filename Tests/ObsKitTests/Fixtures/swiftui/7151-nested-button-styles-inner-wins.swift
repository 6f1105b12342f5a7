// An action bar that sets an outline style on all its buttons and overrides it on two: one with a filled style of
// its own, one with the library's `.bordered`, as design-system posts show style precedence.
// What SwiftUI does: a style set on a container reaches every button below it, and an inner style replaces an outer
// one, a library style included (rules §15.26; Apple `view/buttonstyle(_:)`). So "Share" is drawn by the outline
// style, "Save" by the filled one, and "More" by `.bordered`, which runs no makeBody of ours. Taps run the actions;
// the styles are empty structs, equal at every render, so no makeBody runs again (rules §2.1).
// Sources: rules §2.1, §3.4, §15.26; https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
import SwiftUI

struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("OutlineButtonStyle makeBody")
        configuration.label
            .padding(8)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 1))
    }
}

struct FilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("FilledButtonStyle makeBody")
        configuration.label
            .padding(8)
            .background(.blue, in: RoundedRectangle(cornerRadius: 8))
            .foregroundStyle(.white)
    }
}

struct ActionBar: View {
    @State private var lastAction = "none"

    var body: some View {
        let _ = print("ActionBar body: \(lastAction)")
        VStack {
            Text("Last action: \(lastAction)")
            HStack {
                Button("Share") { lastAction = "share" }
                Button("Save") { lastAction = "save" }
                    .buttonStyle(FilledButtonStyle())
                Button("More") { lastAction = "more" }
                    .buttonStyle(.bordered)
            }
            .buttonStyle(OutlineButtonStyle())
        }
    }
}

:mount ActionBar()
// expect: ActionBar body: none
// expect: OutlineButtonStyle makeBody
// expect: FilledButtonStyle makeBody
:tap "Save"
// expect: ActionBar body: save
:tap "More"
// expect: ActionBar body: more
:tap "Share"
// expect: ActionBar body: share
