// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:) (each level transforms the inherited value)
// transformEnvironment(_:transform:) "Transforms the environment value of the specified key path with the given
// function": the function gets the value the view inherits, as `inout`. Nesting the modifier twice adds twice.
// - https://developer.apple.com/documentation/swiftui/entry(): the `nestingLevel` entry defaults to 0.
import SwiftUI

extension EnvironmentValues {
    @Entry var nestingLevel: Int = 0
}

struct Heading: View {
    let name: String
    @Environment(\.nestingLevel) private var level

    var body: some View {
        let _ = print("\(name) at level \(level)")
        Text(name)
    }
}

struct Outline: View {
    var body: some View {
        VStack {
            Heading(name: "Chapter")
            VStack {
                Heading(name: "Section")
                VStack {
                    Heading(name: "Paragraph")
                }
                .transformEnvironment(\.nestingLevel) { level in
                    level += 1
                }
            }
            .transformEnvironment(\.nestingLevel) { level in
                level += 1
            }
        }
    }
}

:mount Outline()
// expect: Chapter at level 0
// expect: Section at level 1
// expect: Paragraph at level 2
