// Stack Overflow style (a text field's length as a preference): each keystroke changes the value the field publishes, and onPreferenceChange reports it (rules §15.23, §15.10, §9)
import SwiftUI

struct TextLengthKey: PreferenceKey {
    static var defaultValue: Int { -1 }
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = max(value, nextValue())
    }
}

struct NameField: View {
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name)
            .textFieldStyle(.roundedBorder)
            .preference(key: TextLengthKey.self, value: name.count)
    }
}

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack {
            NameField(name: $name)
        }
        .onPreferenceChange(TextLengthKey.self) { length in
            print("length \(length)")
        }
    }
}
:mount ContentView()
// expect: length 0
:type "abc" into "Name"
// expect: length 1
// expect: length 2
// expect: length 3
