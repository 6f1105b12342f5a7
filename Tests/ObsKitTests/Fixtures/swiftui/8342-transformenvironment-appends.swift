// SwiftUI from Apple's documentation: transformEnvironment(_:transform:) edits the inherited value for the subtree
// Apple, transformEnvironment(_:transform:) (https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)):
// "Transforms the environment value of the specified key path with the given function." (transform: "(inout V) ->
// Void"). Apple, Environment values: a view inherits its environment "subject to explicit changes from an
// environment(_:_:) view modifier, or by implicit changes from one of the many modifiers that operate on environment values."
import SwiftUI

extension EnvironmentValues {
    @Entry var breadcrumb: String = "Home"
}

struct Crumb: View {
    let title: String
    @Environment(\.breadcrumb) private var breadcrumb
    var body: some View {
        Button(title) { print("\(title): \(breadcrumb)") }
    }
}

struct Root: View {
    var body: some View {
        VStack {
            Crumb(title: "Outer")
            VStack {
                Crumb(title: "Inner")
            }
            .transformEnvironment(\.breadcrumb) { value in
                value += " > Settings"
            }
        }
        .environment(\.breadcrumb, "Home > Account")
    }
}

:mount Root()
:tap "Outer"
:tap "Inner"
// expect: Outer: Home > Account
// expect: Inner: Home > Account > Settings
