// SwiftUI from Apple's documentation: DynamicProperty — https://developer.apple.com/documentation/swiftui/dynamicproperty (a property wrapper of your own that contains @Environment: the view gives it the environment value before computing the body)
import SwiftUI

extension EnvironmentValues {
    @Entry var accountName: String = "anonymous"
}

@propertyWrapper
struct ShoutedAccount: DynamicProperty {
    @Environment(\.accountName) private var accountName

    var wrappedValue: String {
        accountName.uppercased()
    }
}

struct Header: View {
    @ShoutedAccount private var account

    var body: some View {
        Button("Who") { print("account: \(account)") }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Header()
            Header()
                .environment(\.accountName, "taylor")
        }
    }
}

:mount ContentView()
:tap "Who" 1
:tap "Who" 2
// expect: account: ANONYMOUS
// expect: account: TAYLOR
