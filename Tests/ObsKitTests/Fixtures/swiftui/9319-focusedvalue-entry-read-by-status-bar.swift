// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusedvalues (fields publish a focused value with @Entry; a status bar elsewhere reads it with @FocusedValue)
// known-gap: error: 9319-focusedvalue-entry-read-by-status-bar.swift:13:1: error: not supported yet: extensions of 'FocusedValues' (only types declared in the session can be extended)
// FocusedValues: "Use the Entry macro to create custom focused values by extending FocusedValues with new
// properties ... Since the default value for focused values is always nil, all focused values must be optional";
// views publish with focusedValue(_:_:), and @FocusedValue reads "values from the focused view or one of its
// ancestors". FocusedValue.wrappedValue "Returns nil when nothing in the focused view hierarchy exports a value",
// and FocusedValue.init(_:): "updated dynamically as focus changes". The status bar is a sibling of the fields,
// so it sees each field's value only while that field is focused:
// - Mount: nothing focused: the status bar shows "no field".
// - Tapping To: the bar's body runs with "recipient"; tapping Subject: "subject".
// - Return in Subject ends editing: nothing focused, "no field" again.
import SwiftUI

extension FocusedValues {
    @Entry var composeField: String?
}

struct StatusBar: View {
    @FocusedValue(\.composeField) private var field

    var body: some View {
        let _ = print("status bar: \(field ?? "no field")")
        Text(field.map { "Editing \($0)" } ?? "Ready")
    }
}

struct ComposeScreen: View {
    @State private var recipient = ""
    @State private var subject = ""

    var body: some View {
        VStack {
            TextField("To", text: $recipient)
                .focusedValue(\.composeField, "recipient")
            TextField("Subject", text: $subject)
                .focusedValue(\.composeField, "subject")
            StatusBar()
        }
    }
}

:mount ComposeScreen()
// expect: status bar: no field
:focus "To"
// expect: status bar: recipient
:focus "Subject"
// expect: status bar: subject
:submit "Subject"
// expect: status bar: no field
