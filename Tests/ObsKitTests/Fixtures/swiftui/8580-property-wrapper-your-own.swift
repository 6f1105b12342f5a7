// SwiftUI from Apple's documentation: DynamicProperty — https://developer.apple.com/documentation/swiftui/dynamicproperty (a property wrapper of your own holding @State can project a Binding to it as $name, for a child to write through)
import SwiftUI

@propertyWrapper
struct Draft: DynamicProperty {
    @State private var text: String

    init(wrappedValue: String) {
        _text = State(initialValue: wrappedValue)
    }

    var wrappedValue: String {
        get { text }
        nonmutating set { text = newValue }
    }

    var projectedValue: Binding<String> {
        $text
    }
}

struct Editor: View {
    @Binding var text: String

    var body: some View {
        TextField("Message", text: $text)
    }
}

struct ComposeView: View {
    @Draft private var message = "Hi"

    var body: some View {
        VStack {
            Editor(text: $message)
            Button("Send") { print("sending: \(message)") }
        }
    }
}

:mount ComposeView()
:type " there" into "Message"
:tap "Send"
// expect: sending: Hi there
