// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp (a binding whose set closure transforms the value)
// A code-entry field bound through `Binding(get:set:)` whose setter stores the text upper-cased.
// - init(get:set:): `set` is "A closure that sets the binding value" and receives the new value: each keystroke
//   hands the field's new text to the setter, which stores it upper-cased; the field then shows what `get` returns.
// - The body reads `code`, so it runs once per keystroke (https://developer.apple.com/documentation/swiftui/state).
import SwiftUI

struct CodeEntry: View {
    @State private var code = ""

    private var upperCased: Binding<String> {
        Binding(
            get: { code },
            set: { code = $0.uppercased() }
        )
    }

    var body: some View {
        let _ = print("code: \(code)")
        Form {
            TextField("Code", text: upperCased)
            Text("\(code.count)/4")
        }
    }
}

:mount CodeEntry()
// expect: code: 
:type "ab1" into "Code"
// expect: code: A
// expect: code: AB
// expect: code: AB1
:tree
// expect: CodeEntry#1
// expect:   Form
// expect:     TextField "Code" = "AB1"
// expect:     Text "3/4"
