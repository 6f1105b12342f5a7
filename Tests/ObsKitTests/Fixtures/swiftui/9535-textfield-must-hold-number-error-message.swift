// SwiftUI from a community tutorial: https://www.hfoasi8fje3.work/entry/swiftui/property-wrappers (a TextField that must hold a number: an error message when it does not, checked with @State only, and a disabled submit button)
// The post's sample (pattern 1, "@State only"): a TextField, a Text error message shown when the input is not a number,
// and a method that checks the input, all in ContentView. Here the check runs in onChange of the text, and the Submit
// button is `.disabled` while the input is empty or not a number (Apple's disabled(_:) page: the control "can't be
// interacted with"). Each keystroke is a change.
// - Type "12" (valid twice); type "a" (error); clear (no error: empty); type "7" and submit.
import SwiftUI

struct ContentView: View {
    @State private var inputText = ""
    @State private var isError = false

    var body: some View {
        VStack {
            TextField("Number", text: $inputText)
            if isError {
                Text("Please enter a number")
                    .foregroundColor(.red)
            }
            Button("Submit") { print("submitted \(inputText)") }
                .disabled(inputText.isEmpty || isError)
        }
        .onChange(of: inputText) { _, newText in
            validate(newText)
        }
    }

    private func validate(_ text: String) {
        isError = !text.isEmpty && Int(text) == nil
        if text.isEmpty {
            print("empty")
        } else {
            print(isError ? "\"\(text)\" is not a number" : "\"\(text)\" is a number")
        }
    }
}

:mount ContentView()
:type "12" into "Number"
// expect: "1" is a number
// expect: "12" is a number
:type "a" into "Number"
// expect: "12a" is not a number
:clear "Number"
// expect: empty
:type "7" into "Number"
// expect: "7" is a number
:tap "Submit"
// expect: submitted 7
