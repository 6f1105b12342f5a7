// SwiftUI from Apple's documentation: a DynamicProperty reading a custom environment value follows its changes
// Apple, Environment (https://developer.apple.com/documentation/swiftui/environment): "If the value changes, SwiftUI
// updates any parts of your view that depend on the value." DynamicProperty/update(): SwiftUI calls it "before
// rendering a view's body to ensure the view has the most recent value."
import SwiftUI

struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

@propertyWrapper
struct Shouted: DynamicProperty {
    @Environment(\.greeting) private var greeting
    var wrappedValue: String { greeting.uppercased() }
}

struct Banner: View {
    @Shouted var text
    var body: some View {
        let _ = print("Banner body \(text)")
        Text(text)
    }
}

struct Home: View {
    @State private var word = "hi"
    var body: some View {
        VStack {
            Banner()
            Button("Change") { word = "bye" }
        }
        .environment(\.greeting, word)
    }
}

:mount Home()
:tap "Change"
// expect: Banner body HI
// expect: Banner body BYE
