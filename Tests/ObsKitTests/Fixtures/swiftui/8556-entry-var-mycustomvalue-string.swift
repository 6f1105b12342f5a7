// SwiftUI from Apple's documentation: Entry() — https://developer.apple.com/documentation/swiftui/entry() (@Entry var myCustomValue: String = "Default value" and @Entry var anotherCustomValue = true: defaults, then values set with environment(_:_:))
import SwiftUI

extension EnvironmentValues {
    @Entry var myCustomValue: String = "Default value"
    @Entry var anotherCustomValue = true
}

struct Reader: View {
    @Environment(\.myCustomValue) private var myCustomValue
    @Environment(\.anotherCustomValue) private var anotherCustomValue
    let name: String

    var body: some View {
        Button(name) {
            print("\(name): \(myCustomValue), \(anotherCustomValue)")
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Reader(name: "Defaults")
            Reader(name: "Overridden")
                .environment(\.myCustomValue, "Set by ContentView")
                .environment(\.anotherCustomValue, false)
        }
    }
}

:mount ContentView()
:tap "Defaults"
:tap "Overridden"
// expect: Defaults: Default value, true
// expect: Overridden: Set by ContentView, false
