// SwiftUI from Apple's documentation: an @Entry default is an expression evaluated on each read, so two readers get two objects
// known-gap: line 1: expected "same logger: false", got "same logger: true"
// Apple, Entry() (https://developer.apple.com/documentation/swiftui/entry()): "@Entry var myCustomValue: String = "Default value"".
// The macro's expansion, shown on the Swift forums
// (https://forums.swift.org/t/how-does-the-swiftui-entry-macro-get-information-about-extension/74061), makes the key's default a
// computed property: "static var defaultValue: Value { 42 }". Apple, EnvironmentValues.subscript(_:)
// (https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)): a key not set reads K.defaultValue. With no
// ancestor setting \.logger, each @Environment property reads the default, that is a fresh Logger.
import SwiftUI

final class Logger {
    init() {}
}

extension EnvironmentValues {
    @Entry var logger: Logger = Logger()
}

struct Inspector: View {
    @Environment(\.logger) private var first
    @Environment(\.logger) private var second

    var body: some View {
        let _ = print("same logger: \(first === second)")
        Text("inspector")
    }
}

:mount Inspector()
// expect: same logger: false
