// Apple, id(_:) documentation, https://developer.apple.com/documentation/swiftui/view/id(_:) — the "force a refresh" trick `.id(UUID())` written in body: every render of the parent gives the subtree a new identity, so its @State and @StateObject start over and it appears again; a stored id changed only by a Reset button resets it on demand
// Apple: "When the proxy value specified by the id parameter changes, the identity of the view — for example,
// its state — is reset." A `UUID()` made inside body is a new value at every run of that body, so any parent
// render (here a clock tick that has nothing to do with the form) throws the form's state away (rules §1.3,
// §4.3, §11.1); an id kept in @State changes only when assigned.
import SwiftUI

final class DraftModel: ObservableObject {
    @Published var words = 0
    init() { print("DraftModel init") }
}

struct DraftForm: View {
    let label: String
    @State private var text = ""
    @StateObject private var model = DraftModel()

    var body: some View {
        VStack {
            TextField(label, text: $text)
            Button("Show \(label)") { print("\(label): \"\(text)\"") }
        }
        .onAppear { print("\(label) appeared") }
    }
}

struct ComposeScreen: View {
    @State private var ticks = 0
    @State private var formID = UUID()

    var body: some View {
        VStack {
            Text("Ticks: \(ticks)")
            Button("Tick") { ticks += 1 }
            Button("Reset") { formID = UUID() }
            DraftForm(label: "Volatile")
                .id(UUID())
            DraftForm(label: "Kept")
                .id(formID)
        }
    }
}

:mount ComposeScreen()
// expect: DraftModel init
// expect: DraftModel init
// expect: Volatile appeared
// expect: Kept appeared
:type "hi" into "Volatile"
:type "yo" into "Kept"
:tap "Show Volatile"
// expect: Volatile: "hi"
:tap "Tick"
// expect: DraftModel init
// expect: Volatile appeared
:tap "Show Volatile"
// expect: Volatile: ""
:tap "Show Kept"
// expect: Kept: "yo"
:tap "Reset"
// expect: DraftModel init
// expect: DraftModel init
// expect: Volatile appeared
// expect: Kept appeared
:tap "Show Kept"
// expect: Kept: ""
