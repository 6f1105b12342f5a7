// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/projectedvalue (a custom DynamicProperty wrapper whose projectedValue is the Binding of its inner @State: $code drives a TextField while the wrapped value reads the text upper-cased)
import SwiftUI

@propertyWrapper
struct Uppercased: DynamicProperty {
    @State private var text = ""

    var wrappedValue: String { text.uppercased() }
    var projectedValue: Binding<String> { $text }
}

struct CodeEntry: View {
    @Uppercased var code

    var body: some View {
        let _ = print("body: [\(code)]")
        TextField("Code", text: $code)
    }
}

:mount CodeEntry()
:type "ab" into "Code"
// expect: body: []
// expect: body: [A]
// expect: body: [AB]
