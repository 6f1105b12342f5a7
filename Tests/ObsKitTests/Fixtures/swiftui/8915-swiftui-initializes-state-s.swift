// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes a state's storage only once per container instance: the custom wrapper's init(wrappedValue:) runs again each time the parent re-creates the view, but the @State inside it keeps the edited value)
import SwiftUI

@propertyWrapper
struct Remembered: DynamicProperty {
    @State private var value: String

    init(wrappedValue: String) {
        print("Remembered init with \(wrappedValue)")
        _value = State(initialValue: wrappedValue)
    }

    var wrappedValue: String {
        get { value }
        nonmutating set { value = newValue }
    }
}

struct NoteView: View {
    let round: Int
    @Remembered var note = "draft"

    var body: some View {
        let _ = print("NoteView body: round \(round), note \(note)")
        Button("Edit") { note = "edited" }
    }
}

struct Host: View {
    @State private var round = 1

    var body: some View {
        let _ = print("Host body")
        VStack {
            Button("Next round") { round += 1 }
            NoteView(round: round)
        }
    }
}

:mount Host()
:tap "Edit"
:tap "Next round"
// expect: Host body
// expect: Remembered init with draft
// expect: NoteView body: round 1, note draft
// expect: NoteView body: round 1, note edited
// expect: Host body
// expect: Remembered init with draft
// expect: NoteView body: round 2, note edited
