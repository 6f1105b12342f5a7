// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment-values (a view inherits its container's environment, subject to explicit changes closer to it)
// "A view inherits its environment from its container view, subject to explicit changes from an environment(_:_:)
// view modifier, or by implicit changes from one of the many modifiers that operate on environment values."
// - The outer VStack sets a custom value and `lineLimit(3)`; one child overrides the custom value, another overrides
//   the line limit through `.lineLimit(1)`. lineLimit(_:) "applies to all Text instances within a hierarchy"
//   (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb): it sets the `lineLimit`
//   environment value (https://developer.apple.com/documentation/swiftui/environmentvalues/linelimit), which a view
//   can read.
import SwiftUI

extension EnvironmentValues {
    @Entry var sectionName: String = "none"
}

struct Probe: View {
    let label: String
    @Environment(\.sectionName) private var sectionName
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        let _ = print("\(label): section \(sectionName), lines \(lineLimit.map { String($0) } ?? "unlimited")")
        Text(label)
    }
}

struct Outline: View {
    var body: some View {
        VStack {
            Probe(label: "outside")
            VStack {
                Probe(label: "inherits")
                Probe(label: "own section")
                    .environment(\.sectionName, "Appendix")
                Probe(label: "one line")
                    .lineLimit(1)
            }
            .environment(\.sectionName, "Chapter 1")
            .lineLimit(3)
        }
    }
}

:mount Outline()
// expect: outside: section none, lines unlimited
// expect: inherits: section Chapter 1, lines 3
// expect: own section: section Appendix, lines 3
// expect: one line: section Chapter 1, lines 1
