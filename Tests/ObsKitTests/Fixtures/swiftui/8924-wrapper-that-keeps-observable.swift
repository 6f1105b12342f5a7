// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (a wrapper that keeps an @Observable model in its inner @State: the model's init runs again whenever the parent re-creates the view, since State always instantiates its default value, but the view keeps the first model and re-renders when the property its body read changes)
import SwiftUI
import Observation

@Observable
final class Draft {
    var text = ""
    init() { print("Draft init") }
}

@propertyWrapper
struct DraftState: DynamicProperty {
    @State private var draft = Draft()
    var wrappedValue: Draft { draft }
}

struct Editor: View {
    let title: String
    @DraftState var draft

    var body: some View {
        let _ = print("\(title): '\(draft.text)'")
        Button("Write") { draft.text += "x" }
    }
}

struct Document: View {
    @State private var version = 1

    var body: some View {
        VStack {
            Button("Save") { version += 1 }
            Editor(title: "v\(version)")
        }
    }
}

:mount Document()
:tap "Write"
:tap "Save"
:tap "Write"
// expect: Draft init
// expect: v1: ''
// expect: v1: 'x'
// expect: Draft init
// expect: v2: 'x'
// expect: v2: 'xx'
