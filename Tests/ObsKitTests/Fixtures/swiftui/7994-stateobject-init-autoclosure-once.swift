// SwiftUI from Apple's documentation: StateObject(wrappedValue:) in a custom init evaluates its autoclosure once per view identity
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new instance of the model
// object only once during the lifetime of the container that declares the state object. For example, SwiftUI doesn't create a new
// instance if a view's inputs change". StateObject.init(wrappedValue:) takes `@autoclosure @escaping () -> ObjectType`
// (https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)). So Editor's init runs per parent render, but
// Draft's init runs once, right before Editor's first body; the draft keeps the text of the first input.
import SwiftUI

final class Draft: ObservableObject {
    @Published var text: String
    init(text: String) {
        self.text = text
        print("Draft init \(text)")
    }
}

struct Editor: View {
    let title: String
    @StateObject private var draft: Draft

    init(title: String) {
        self.title = title
        _draft = StateObject(wrappedValue: Draft(text: title))
        print("Editor init \(title)")
    }

    var body: some View {
        let _ = print("Editor body \(title): \(draft.text)")
        Text(draft.text)
    }
}

struct Shell: View {
    @State private var number = 1

    var body: some View {
        VStack {
            Button("Rename") { number += 1 }
            Editor(title: "Doc \(number)")
        }
    }
}

:mount Shell()
// expect: Editor init Doc 1
// expect: Draft init Doc 1
// expect: Editor body Doc 1: Doc 1
:tap "Rename"
// expect: Editor init Doc 2
// expect: Editor body Doc 2: Doc 1
:tap "Rename"
// expect: Editor init Doc 3
// expect: Editor body Doc 3: Doc 1
