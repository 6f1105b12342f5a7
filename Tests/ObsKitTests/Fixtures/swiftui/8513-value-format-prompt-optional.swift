// SwiftUI from Apple's documentation: TextField init(_:value:format:prompt:) (an optional Double becomes nil when the text cannot be parsed)
// Source: developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k: "Creates a text
// field that applies a format style to a bound optional value". format: "If format can't perform the
// conversion, the text field sets binding.value to nil." TextField: for non-string types "it updates the value
// when the user commits their edits, such as by pressing the Return key."
import SwiftUI

struct TipField: View {
    @State private var tip: Double? = nil

    var body: some View {
        Form {
            TextField("Tip", value: $tip, format: .number)
            Button("Show") { print("tip: \(tip.map { "\($0)" } ?? "nil")") }
        }
    }
}

:mount TipField()
:type "5" into "Tip"
:submit "Tip"
:tap "Show"
:clear "Tip"
:type "abc" into "Tip"
:submit "Tip"
:tap "Show"

// expect: tip: 5.0
// expect: tip: nil
